import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('the security headers', () => {
  it('are Helmet’s for the options, worked out once', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*object-src 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.isFrozen(headers)).toBe(true);
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toContain('max-age=');
  });
});

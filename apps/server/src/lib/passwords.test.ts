import { describe, expect, it } from 'vitest';
import { hashPassword, timingSafeDummyVerify, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('a hash verifies with its own password and with no other', async () => {
    const hash = await hashPassword('geheim123');
    expect(await verifyPassword(hash, 'geheim123')).toBe(true);
    expect(await verifyPassword(hash, 'Geheim123')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('a password is hashed with argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane) and a salt', async () => {
    const first = await hashPassword('geheim123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('geheim123')).not.toBe(first);
  });

  it('a wrong or garbage password hash never verifies', async () => {
    const other = await hashPassword('iets-anders');
    for (const hash of [other, '', 'geheim123', '$argon2id$v=19$m=19456,t=2,p=1$kapot']) {
      expect(await verifyPassword(hash, 'geheim123')).toBe(false);
    }
  });

  it('the stand-in verify for an unknown e-mail never succeeds', async () => {
    expect(await timingSafeDummyVerify('geheim123')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.ts';

describe('the client a limit counts', () => {
  it('is an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address by its /64 network, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:0DB8:0000:0001:abcd:ef01:2345:6789',
      '2001:db8::1:ffff:0:0:1',
    ]) {
      expect(clientKey(address)).toBe(key);
    }
    expect(clientKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('is an IPv4-mapped IPv6 address as the IPv4 address it maps', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('is anything else as it is', () => {
    expect(clientKey('onbekend')).toBe('onbekend');
  });
});

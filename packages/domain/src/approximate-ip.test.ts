import { describe, expect, it } from 'vitest';
import { approximateIp } from './approximate-ip';

describe('approximateIp', () => {
  it('hides the last part of an IPv4 address', () => {
    expect(approximateIp('203.0.113.42')).toBe('203.0.113.x');
    expect(approximateIp('127.0.0.1')).toBe('127.0.0.x');
  });

  it('reads an IPv4 address mapped into IPv6 as IPv4', () => {
    expect(approximateIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
  });

  it('keeps only the /48 network of an IPv6 address', () => {
    expect(approximateIp('2001:0db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(approximateIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(approximateIp('::1')).toBe('0:0:0::/48');
  });

  it('gives null for anything that is not an address', () => {
    for (const bad of ['', null, undefined, 'localhost', '300.1.1.1', '1.2.3', '1:2:3', '1::2::3', 'g::1']) {
      expect(approximateIp(bad)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatIpv4, parseIp, parseIpv4, parseIpv6, unmapIpv4 } from './ip-address';

describe('parseIpv4', () => {
  it('reads a dotted quad as a 32-bit number', () => {
    expect(parseIpv4('127.0.0.1')).toEqual({ version: 4, value: 0x7f000001n });
    expect(parseIpv4('0.0.0.0')).toEqual({ version: 4, value: 0n });
    expect(parseIpv4('255.255.255.255')).toEqual({ version: 4, value: 0xffffffffn });
    expect(formatIpv4(0xa9fea9fen)).toBe('169.254.169.254');
  });

  // WHATWG URLs normalise these spellings before anything reads them; raw, they are not addresses here.
  it.each([
    '127.1',
    '0x7f000001',
    '2130706433',
    '0177.0.0.1',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '',
  ])('refuses %j, which is not a dotted quad', (text) => expect(parseIpv4(text)).toBeNull());
});

describe('parseIpv6', () => {
  it('reads the compressed, full, bracketed and IPv4-tailed forms', () => {
    expect(parseIpv6('::')).toEqual({ version: 6, value: 0n });
    expect(parseIpv6('::1')).toEqual({ version: 6, value: 1n });
    expect(parseIpv6('[::1]')).toEqual({ version: 6, value: 1n });
    expect(parseIpv6('0:0:0:0:0:0:0:1')).toEqual({ version: 6, value: 1n });
    expect(parseIpv6('fe80::1')?.value).toBe((0xfe80n << 112n) | 1n);
    expect(parseIpv6('1::')?.value).toBe(1n << 112n);
    expect(parseIpv6('::ffff:127.0.0.1')?.value).toBe(0xffff7f000001n);
    expect(parseIpv6('::ffff:7f00:1')?.value).toBe(0xffff7f000001n);
    expect(parseIpv6('2001:DB8::A')?.value).toBe((0x20010db8n << 96n) | 0xan);
  });

  it.each([
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':1',
    '1:',
    'fe80::1%eth0',
    '12345::',
    '1.2.3.4::',
    '::g',
  ])('refuses %j', (text) => expect(parseIpv6(text)).toBeNull());
});

describe('parseIp and unmapIpv4', () => {
  it('takes either version and nothing that is a name', () => {
    expect(parseIp('10.0.0.1')?.version).toBe(4);
    expect(parseIp('::1')?.version).toBe(6);
    expect(parseIp('localhost')).toBeNull();
  });

  it('turns an IPv4-mapped IPv6 address into its IPv4 address, and leaves others alone', () => {
    expect(unmapIpv4({ version: 6, value: 0xffff7f000001n })).toEqual({ version: 4, value: 0x7f000001n });
    // ::fffe:… and ::1:ffff:… are not the mapped prefix.
    expect(unmapIpv4({ version: 6, value: 0xfffe7f000001n }).version).toBe(6);
    expect(unmapIpv4({ version: 6, value: 0x1ffff7f000001n }).version).toBe(6);
    expect(unmapIpv4({ version: 4, value: 1n })).toEqual({ version: 4, value: 1n });
  });
});

import { describe, expect, it } from 'vitest';
import { type InternalKind, internalKindOf } from './internal-ranges';
import { parseIp } from './ip-address';

function kindOf(text: string): InternalKind | null {
  const address = parseIp(text);
  if (!address) throw new Error(`not an address: ${text}`);
  return internalKindOf(address);
}

// Each refused range by its first and last address: a range dropped, narrowed or given another kind
// changes a row.
const IPV4_EDGES: [string, string, InternalKind][] = [
  ['0.0.0.0', '0.255.255.255', 'unspecified'],
  ['10.0.0.0', '10.255.255.255', 'private'],
  ['100.64.0.0', '100.127.255.255', 'carrier-grade NAT'],
  ['127.0.0.0', '127.255.255.255', 'loopback'],
  ['169.254.0.0', '169.254.255.255', 'link-local'],
  ['172.16.0.0', '172.31.255.255', 'private'],
  ['192.0.0.0', '192.0.0.255', 'reserved'],
  ['192.0.2.0', '192.0.2.255', 'reserved'],
  ['192.88.99.0', '192.88.99.255', 'reserved'],
  ['192.168.0.0', '192.168.255.255', 'private'],
  ['198.18.0.0', '198.19.255.255', 'reserved'],
  ['198.51.100.0', '198.51.100.255', 'reserved'],
  ['203.0.113.0', '203.0.113.255', 'reserved'],
  ['224.0.0.0', '239.255.255.255', 'multicast'],
  ['240.0.0.0', '255.255.255.254', 'reserved'],
  ['255.255.255.255', '255.255.255.255', 'broadcast'],
];

const IPV6_EDGES: [string, string, InternalKind][] = [
  ['::', '::', 'unspecified'],
  ['::1', '::1', 'loopback'],
  ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['100::', '100::ffff:ffff:ffff:ffff', 'reserved'],
  ['2001::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique-local'],
  ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
  ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'multicast'],
];

// The public neighbours just outside the ranges: a comparison turned the wrong way, or a prefix one bit
// too short, refuses one of these.
const PUBLIC = [
  '1.0.0.0',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '126.255.255.255',
  '128.0.0.0',
  '169.253.255.255',
  '169.255.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '191.255.255.255',
  '192.0.1.0',
  '192.0.3.0',
  '192.88.98.255',
  '192.88.100.0',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '198.51.99.255',
  '198.51.101.0',
  '203.0.112.255',
  '203.0.114.0',
  '223.255.255.255',
  '8.8.8.8',
  '2000::',
  '2001:200::',
  '2001:db7:ffff:ffff:ffff:ffff:ffff:ffff',
  '2001:db9::',
  '2001:4860:4860::8888',
  '2003::',
  '2606:4700:4700::1111',
  '3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  '3fff:1000::',
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
  '::ffff:8.8.8.8',
];

describe('internalKindOf', () => {
  it.each([...IPV4_EDGES, ...IPV6_EDGES])('refuses %s to %s as %s', (first, last, kind) => {
    expect(kindOf(first)).toBe(kind);
    expect(kindOf(last)).toBe(kind);
  });

  it.each(PUBLIC)('lets %s through', (address) => expect(kindOf(address)).toBeNull());

  it('judges IPv4-mapped, IPv4-compatible and NAT64 forms by the IPv4 address they carry', () => {
    expect(kindOf('::ffff:127.0.0.1')).toBe('loopback');
    expect(kindOf('::ffff:7f00:1')).toBe('loopback');
    expect(kindOf('::ffff:a9fe:a9fe')).toBe('link-local');
    expect(kindOf('::ffff:10.0.0.1')).toBe('private');
    expect(kindOf('::ffff:100.64.0.1')).toBe('carrier-grade NAT');
    expect(kindOf('::ffff:0.0.0.0')).toBe('unspecified');
    expect(kindOf('::127.0.0.1')).toBe('loopback');
    expect(kindOf('::7f00:1')).toBe('loopback');
    expect(kindOf('::c0a8:1')).toBe('private');
    expect(kindOf('64:ff9b::7f00:1')).toBe('loopback');
    expect(kindOf('64:ff9b::a9fe:a9fe')).toBe('link-local');
  });

  it('refuses an IPv4-compatible form even of a public address (deprecated; nothing answers there)', () => {
    expect(kindOf('::8.8.8.8')).toBe('reserved');
  });

  it('refuses IPv6 outside global unicast (2000::/3) as reserved', () => {
    expect(kindOf('1::')).toBe('reserved');
    expect(kindOf('1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('reserved');
    expect(kindOf('4000::')).toBe('reserved');
    expect(kindOf('::1:0:0:1')).toBe('reserved');
  });
});

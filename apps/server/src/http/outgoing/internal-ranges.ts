import { type IpAddress, unmapIpv4 } from './ip-address';
import { type Network, networkContains, parseNetwork } from './networks';

/** Why an address is not one a user-given URL may reach. */
export type InternalKind =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'carrier-grade NAT'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

export const INTERNAL_KIND_PHRASES: Record<InternalKind, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  'carrier-grade NAT': 'a carrier-grade NAT address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

// IANA's special-purpose registries (RFC 6890 and successors). Checked in order: a narrower block is
// listed before a wider one that holds it, so the reason names the narrower.
const IPV4_RANGES: [string, InternalKind][] = [
  ['0.0.0.0/8', 'unspecified'], // "this network": 0.0.0.0 reaches the host itself on Linux
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'], // cloud metadata (169.254.169.254) lives here
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'reserved'], // documentation (TEST-NET-1)
  ['192.88.99.0/24', 'reserved'], // 6to4 relay anycast, withdrawn
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'reserved'], // documentation (TEST-NET-2)
  ['203.0.113.0/24', 'reserved'], // documentation (TEST-NET-3)
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'broadcast'],
  ['240.0.0.0/4', 'reserved'], // future use
];

const IPV6_RANGES: [string, InternalKind][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['64:ff9b:1::/48', 'reserved'], // local-use NAT64: translates into the operator's own network
  ['100::/64', 'reserved'], // discard-only
  ['2001::/23', 'reserved'], // IETF protocol assignments, Teredo among them
  ['2001:db8::/32', 'reserved'], // documentation
  ['2002::/16', 'reserved'], // 6to4: tunnels to an IPv4 address of the sender's choosing
  ['3fff::/20', 'reserved'], // documentation
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'reserved'], // site-local, withdrawn
  ['ff00::/8', 'multicast'],
];

// IPv6 forms that carry an IPv4 address in their last 32 bits: judged by that address.
const IPV4_COMPATIBLE = network('::/96'); // deprecated; no host answers on it but the IPv4 one
const NAT64 = network('64:ff9b::/96'); // a NAT64 gateway forwards to the IPv4 address inside
// Everything routable on the IPv6 internet is in 2000::/3; the rest is unassigned or special.
const GLOBAL_UNICAST = network('2000::/3');

function network(text: string): Network {
  const parsed = parseNetwork(text);
  if (!('network' in parsed)) throw new Error(`bad built-in network ${text}`);
  return parsed.network;
}

const RANGES = [...IPV4_RANGES, ...IPV6_RANGES].map(([text, kind]) => ({ network: network(text), kind }));

/**
 * The kind of internal address `address` is, or null for one on the public internet. IPv4-mapped,
 * IPv4-compatible and NAT64 IPv6 addresses are judged by the IPv4 address they carry.
 */
export function internalKindOf(address: IpAddress): InternalKind | null {
  const plain = unmapIpv4(address);
  const listed = RANGES.find((range) => networkContains(range.network, plain));
  if (listed) return listed.kind;
  if (plain.version === 4) return null;
  if (networkContains(IPV4_COMPATIBLE, plain)) {
    return internalKindOf({ version: 4, value: plain.value & 0xffff_ffffn }) ?? 'reserved';
  }
  if (networkContains(NAT64, plain)) return internalKindOf({ version: 4, value: plain.value & 0xffff_ffffn });
  return networkContains(GLOBAL_UNICAST, plain) ? null : 'reserved';
}

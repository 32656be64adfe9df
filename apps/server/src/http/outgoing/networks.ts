import { type IpAddress, parseIp, unmapIpv4 } from './ip-address';

/** A CIDR block: `10.1.2.0/24`, `fd00::/8`. */
export interface Network {
  version: 4 | 6;
  /** The first address, host bits all zero. */
  base: bigint;
  prefix: number;
  /** As the operator wrote it, for messages. */
  text: string;
}

const BITS = { 4: 32n, 6: 128n } as const;

/** Whether `address` lies inside `network` (same version, same leading `prefix` bits). */
export function networkContains(network: Network, address: IpAddress): boolean {
  if (network.version !== address.version) return false;
  const hostBits = BITS[network.version] - BigInt(network.prefix);
  return address.value >> hostBits === network.base >> hostBits;
}

/** Whether any of `networks` holds `address` (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function insideAny(networks: readonly Network[], address: IpAddress): boolean {
  const plain = unmapIpv4(address);
  return networks.some((network) => networkContains(network, plain));
}

/**
 * `a.b.c.d/n` or `ipv6/n`; a bare address is the one-address network. A base with host bits set
 * (`10.1.2.5/24`) is refused rather than guessed at: it is usually a typo for a narrower or wider one.
 */
export function parseNetwork(text: string): { network: Network } | { problem: string } {
  const [addressText = '', prefixText, ...rest] = text.trim().split('/');
  const address = parseIp(addressText);
  if (!address || rest.length > 0) return { problem: `${text} is not an IP address or CIDR network` };
  const bits = Number(BITS[address.version]);
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) {
    return { problem: `${text} has a bad prefix length (0 to ${bits})` };
  }
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return { problem: `${text} has a bad prefix length (0 to ${bits})` };
  const hostBits = BigInt(bits - prefix);
  const base = (address.value >> hostBits) << hostBits;
  if (base !== address.value) {
    return { problem: `${text} has host bits set (the network starts at a lower address)` };
  }
  return { network: { version: address.version, base, prefix, text: text.trim() } };
}

/** A comma-separated list of networks; empty text is an empty list. */
export function parseNetworkList(text: string): { networks: Network[] } | { problems: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const parsed = entries.map(parseNetwork);
  const problems = parsed.flatMap((result) => ('problem' in result ? [result.problem] : []));
  if (problems.length > 0) return { problems };
  return { networks: parsed.flatMap((result) => ('network' in result ? [result.network] : [])) };
}

/**
 * An IP address as a number: 32 bits for IPv4, 128 for IPv6. Text in, numbers compared, so the rules in
 * internal-ranges.ts never depend on how an address was spelled.
 */
export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/** Dotted-quad IPv4 (`127.0.0.1`), the form DNS answers and WHATWG URLs normalise every spelling to. */
export function parseIpv4(text: string): IpAddress | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => IPV4_PART.test(part))) return null;
  const value = parts.reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n);
  return { version: 4, value };
}

/** IPv6 text (`::1`, `fe80::1`, `::ffff:127.0.0.1`, `[::1]`); a zone (`%eth0`) is not an address. */
export function parseIpv6(text: string): IpAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined): number[] | null => {
    if (half === undefined || half === '') return [];
    const groups: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const tail = parseIpv4(piece);
        if (!tail) return null;
        groups.push(Number(tail.value >> 16n), Number(tail.value & 0xffffn));
      } else if (IPV6_GROUP.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  if (!head || !tail) return null;
  // An IPv4 tail belongs at the end only.
  if (halves.length === 2 && halves[0]?.includes('.')) return null;
  const compressed = halves.length === 2;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(compressed ? missing : 0).fill(0), ...tail];
  const value = groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n);
  return { version: 6, value };
}

/** Either version; null for anything that is not a literal address (a host name). */
export function parseIp(text: string): IpAddress | null {
  return parseIpv4(text) ?? parseIpv6(text);
}

/** An IPv4 address as dotted-quad text. */
export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

const MAPPED_PREFIX = 0xffffn;

/**
 * `::ffff:a.b.c.d` (also written `::ffff:7f00:1`) is how a dual-stack socket reaches the IPv4 address
 * a.b.c.d: treated as that IPv4 address everywhere, so it is refused and allowed exactly as that is.
 */
export function unmapIpv4(address: IpAddress): IpAddress {
  if (address.version === 6 && address.value >> 32n === MAPPED_PREFIX) {
    return { version: 4, value: address.value & 0xffff_ffffn };
  }
  return address;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight groups of an IPv6 address, or null. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return groups.every((g) => g.length >= 1 && g.length <= 4) ? groups.map((g) => g.toLowerCase()) : null;
}

/**
 * Where a sign-in came from, roughly: an IPv4 address without its last part ('203.0.113.x'), an IPv6
 * address as its /48 network ('2001:db8:85a3::/48'). Enough to recognise one's own network, not to
 * pin down a household. Null for anything that is not an address.
 */
export function approximateIp(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = IPV4.exec(mapped ?? address);
  if (v4) {
    const parts = v4.slice(1, 4).map(Number);
    if ([...parts, Number(v4[4])].some((part) => part > 255)) return null;
    return `${parts.join('.')}.x`;
  }
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

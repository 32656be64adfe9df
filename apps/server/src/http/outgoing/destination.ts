import { lookup } from 'node:dns/promises';
import { type InternalKind, INTERNAL_KIND_PHRASES, internalKindOf } from './internal-ranges';
import { formatIpv4, parseIp, unmapIpv4 } from './ip-address';
import { insideAny, type Network } from './networks';

/** Every address a host name resolves to (node:dns lookup: /etc/hosts, then DNS, as the OS does). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveWithDns: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

const RESOLVE_TIMEOUT_MS = 5_000;

export interface OutgoingPolicy {
  /**
   * Networks the operator lets user-given URLs reach although they are internal (WEBHOOK_ALLOWED_NETWORKS).
   * Plain http is allowed to them too: a self-hoster's LAN receiver rarely has a certificate.
   */
  allowedNetworks: readonly Network[];
  /** Replaces DNS, in tests. */
  resolve?: ResolveHost;
  /** How long resolving may take before the host counts as not found (default 5 s). */
  resolveTimeoutMs?: number;
}

/** Where a request goes: the URL as given, and the one address it was checked against and connects to. */
export interface Destination {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type Refusal =
  | { problem: 'not-a-web-address' }
  | { problem: 'needs-https' }
  | { problem: 'internal'; host: string; address: string; kind: InternalKind }
  | { problem: 'host-not-found'; host: string };

export type Checked = { destination: Destination } | { refusal: Refusal };

/**
 * Whether `text` is a URL a user may have the server fetch. The host is resolved here, once, and every
 * address it has must be public or inside an allowed network; the request then connects to the address
 * checked, never resolving the name again (a second answer could point inside: DNS rebinding).
 * Whatever spelling the URL used (`127.1`, `0x7f000001`, `[::ffff:7f00:1]`), the WHATWG parser has
 * already normalised a literal address, and the check is on its numeric value.
 */
export async function checkDestination(text: string, policy: OutgoingPolicy): Promise<Checked> {
  if (!URL.canParse(text)) return { refusal: { problem: 'not-a-web-address' } };
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { refusal: { problem: 'not-a-web-address' } };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = parseIp(host) ? [host] : await resolveAll(host, policy);
  const parsed = addresses.map((address) => ({ address, ip: parseIp(address) }));
  if (parsed.length === 0) return { refusal: { problem: 'host-not-found', host } };
  let allAllowed = true;
  for (const { address, ip } of parsed) {
    if (!ip) return { refusal: { problem: 'host-not-found', host } };
    if (insideAny(policy.allowedNetworks, ip)) continue;
    allAllowed = false;
    const kind = internalKindOf(ip);
    if (kind) return { refusal: { problem: 'internal', host, address, kind } };
  }
  if (url.protocol === 'http:' && !allAllowed) return { refusal: { problem: 'needs-https' } };
  const [first] = parsed;
  if (!first?.ip) return { refusal: { problem: 'host-not-found', host } };
  // An IPv4-mapped address is reached as the IPv4 address it is: it was judged as that.
  const plain = unmapIpv4(first.ip);
  const address = plain === first.ip ? first.address : formatIpv4(plain.value);
  return { destination: { url, address, family: plain.version } };
}

async function resolveAll(host: string, policy: OutgoingPolicy): Promise<string[]> {
  const resolve = policy.resolve ?? resolveWithDns;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never[]>((done) => {
    timer = setTimeout(() => done([]), policy.resolveTimeoutMs ?? RESOLVE_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([resolve(host).catch(() => []), deadline]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a URL was refused, as the end of a sentence: "10.0.0.1 is a private address". */
export function describeRefusal(refusal: Refusal): string {
  switch (refusal.problem) {
    case 'not-a-web-address':
      return 'it is not an http:// or https:// address';
    case 'needs-https':
      return 'it must use https';
    case 'host-not-found':
      return `the host ${refusal.host} could not be found`;
    case 'internal': {
      const phrase = INTERNAL_KIND_PHRASES[refusal.kind];
      return refusal.host === refusal.address
        ? `${refusal.address} is ${phrase}`
        : `${refusal.host} is ${refusal.address}, ${phrase}`;
    }
  }
}

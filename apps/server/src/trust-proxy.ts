import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` gets: no proxy, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

// Ranges proxy-addr (Fastify's resolver) knows by name.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXAMPLE =
  'Give the number of proxies in front of Rinkside (e.g. 1) or their addresses (e.g. 10.0.0.0/8,::1).';

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), a hop count, or a comma-separated list of proxy addresses/CIDRs.
 * `true` is refused: it takes the client address from the left-most X-Forwarded-For entry, which the
 * client itself writes, so anyone could claim another address and slip past every per-IP limit.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message: `'true' would trust X-Forwarded-For from anyone, so any client could claim another address and bypass every per-IP limit. ${EXAMPLE}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      const named = bad.map((entry) => (entry === '' ? '(empty)' : entry)).join(', ');
      context.addIssue({ code: 'custom', message: `not a proxy address or CIDR: ${named}. ${EXAMPLE}` });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` for the setting (its types leave out the hop count it accepts). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  // The same rule proxy-addr applies to a hop count: trust the nearest `setting` hops.
  return (_address, hop) => hop < setting;
}

import { z } from 'zod';
import { type Network, parseNetworkList } from './networks';

const EXAMPLE = 'Give comma-separated CIDR networks, e.g. 10.1.2.0/24,127.0.0.1/32,fd00::/8.';

/**
 * WEBHOOK_ALLOWED_NETWORKS: the internal networks a self-hoster lets webhooks (and any URL a user gives)
 * reach, plain http included (docs/decisions/057). Empty by default: nothing internal is reachable.
 */
export const allowedNetworksSchema = z
  .string()
  .default('')
  .transform((value, context): Network[] => {
    const parsed = parseNetworkList(value);
    if ('networks' in parsed) return parsed.networks;
    context.addIssue({ code: 'custom', message: `${parsed.problems.join('; ')}. ${EXAMPLE}` });
    return z.NEVER;
  });

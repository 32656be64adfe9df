import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { deliverDue } from '../modules/webhooks/deliver';
import type { PeriodicJob } from './periodic-job';

/**
 * Sends the webhook outbox's due deliveries every `intervalMs`. Safe with several processes: each
 * delivery is claimed by one of them (docs/decisions/034).
 */
export function webhookDeliveryJob(intervalMs: number): PeriodicJob {
  // Names this process's claims; unique per job, so two apps in one process never share one.
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 64);
  return {
    name: 'webhook delivery',
    intervalMs,
    async run(ctx, log) {
      const attempted = await deliverDue(ctx, owner);
      if (attempted > 0) log.info({ attempted }, 'attempted webhook deliveries');
    },
  };
}

import { deliverDue } from '../modules/webhooks/deliver';
import { newOwner } from './job-steps/run-step';
import type { PeriodicJob } from './periodic-job';

/**
 * Sends the webhook outbox's due deliveries every `intervalMs`; each league's outbox is a step of the job
 * runner, and each delivery is claimed by one process (docs/decisions/034, 066).
 */
export function webhookDeliveryJob(intervalMs: number): PeriodicJob {
  return {
    name: 'webhook delivery',
    kind: 'webhooks',
    intervalMs,
    async run(ctx, log) {
      const attempted = await deliverDue(ctx, newOwner(), log);
      if (attempted > 0) log.info({ attempted }, 'attempted webhook deliveries');
    },
  };
}

import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import {
  checkDestination,
  describeRefusal,
  type OutgoingPolicy,
  type Refusal,
} from '../../http/outgoing/destination';

/** What webhooks may reach: public addresses over https, and the operator's allowed networks. */
export function webhookPolicy(ctx: AppContext): OutgoingPolicy {
  return { allowedNetworks: ctx.config.WEBHOOK_ALLOWED_NETWORKS };
}

/** A 400 naming why, for a webhook URL that could not be delivered to (docs/decisions/057). */
export async function requireDeliverableUrl(ctx: AppContext, url: string): Promise<void> {
  const checked = await checkDestination(url, webhookPolicy(ctx));
  if ('refusal' in checked) throw badRequest(refusedWhenSaved(checked.refusal));
}

function refusedWhenSaved(refusal: Refusal): string {
  switch (refusal.problem) {
    case 'internal':
      return `Webhook URLs must not point at a private or internal address (${describeRefusal(refusal)}).`;
    case 'needs-https':
      return 'Webhook URLs must use https.';
    case 'host-not-found':
      return `The webhook URL's host ${refusal.host} could not be found. Check the address.`;
    case 'not-a-web-address':
      return 'Webhook URLs must be http:// or https:// addresses.';
  }
}

/** Why a delivery was not sent, when its URL no longer passes (an address or the allow-list changed). */
export function refusedAtDelivery(refusal: Refusal): string {
  if (refusal.problem === 'host-not-found') return `Could not find the receiver's host (${refusal.host}).`;
  return `The address is not allowed: ${describeRefusal(refusal)}.`;
}

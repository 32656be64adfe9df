import { performance } from 'node:perf_hooks';
import { checkDestination, type OutgoingPolicy, type Refusal } from './destination';
import { type OutgoingAnswer, type OutgoingRequest, send } from './send';

/**
 * The one way the server sends a request to a URL a user gave (webhooks today): the URL is checked and
 * its host resolved for this attempt, then the request goes to the address checked. A refused URL is
 * never contacted. `timeoutMs` bounds the whole attempt, resolving the name included.
 */
export async function requestOutside(
  url: string,
  outgoing: OutgoingRequest,
  policy: OutgoingPolicy,
): Promise<OutgoingAnswer | { outcome: 'refused'; refusal: Refusal }> {
  const started = performance.now();
  const checked = await checkDestination(url, { ...policy, resolveTimeoutMs: outgoing.timeoutMs });
  if ('refusal' in checked) return { outcome: 'refused', refusal: checked.refusal };
  const left = outgoing.timeoutMs - (performance.now() - started);
  if (left <= 0) return { outcome: 'timed-out' };
  return send(checked.destination, { ...outgoing, timeoutMs: left });
}

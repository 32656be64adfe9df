import type { LightMyRequestResponse } from 'fastify';
import { findAdvance } from '../../src/modules/league-advances/repo';
import { presentAdvance } from '../../src/modules/league-advances/present';
import type { TestApp } from './test-app';

/**
 * A POST /advance answered 202 and plays on behind the request (docs/decisions/067): this waits for the
 * app that took it to end it, then answers as the advance ended: 200 with its result, or 409 with why it
 * failed. Any other answer (400, 403, 409 at once) is returned as it came.
 */
export async function followAdvance(
  t: TestApp,
  response: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  if (response.statusCode !== 202 || !String(response.headers.location ?? '').includes('/advances/'))
    return response;
  const { id } = response.json<{ id: number }>();
  await t.ctx.memory.advances.idle();
  const row = await findAdvance(t.ctx.database.db, id);
  if (!row) throw new Error(`Advance ${id} is gone`);
  const job = presentAdvance(row);
  const ended =
    job.status === 'done'
      ? { statusCode: 200, body: JSON.stringify(job.result) }
      : { statusCode: 409, body: JSON.stringify({ error: 'Conflict', message: job.error ?? job.status }) };
  response.statusCode = ended.statusCode;
  response.body = ended.body;
  response.payload = ended.body;
  response.json = <T>() => JSON.parse(ended.body) as T;
  return response;
}

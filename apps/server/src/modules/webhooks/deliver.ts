import type { AppContext } from '../../context';
import { firstOf } from '../../lib/first-of';
import { type LeagueJob, runLeagueJob, sum } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { attemptDelivery } from './delivery-attempt';
import { claim } from './outbox';
import { dueCandidates, leaguesWithDueDeliveries, loadClaimed } from './outbox-repo';

/**
 * Deliveries one process sends at once: per league, so a league whose receiver hangs holds two of the
 * slots, never the others' (docs/decisions/057); and overall.
 */
export const IN_FLIGHT_PER_LEAGUE = 2;
export const IN_FLIGHT_OVERALL = 16;
// While sends are in flight, how often a league's step looks for its newly due deliveries.
const LOOK_AGAIN_MS = 250;

/**
 * Webhook deliveries as a job of the job runner (docs/decisions/066): each league's outbox is a step, and
 * several leagues' steps run at once, so a slow receiver holds its own league's slots until its timeout
 * while others start beside it. A receiver's failure is the delivery's outcome, tried again on the
 * delivery's own schedule (034); the step fails only on an error of ours (the outbox not written).
 */
export const webhookSteps: LeagueJob<number> = {
  kind: 'webhooks',
  concurrency: IN_FLIGHT_OVERALL / IN_FLIGHT_PER_LEAGUE,
  leaguesDue: (ctx) => leaguesWithDueDeliveries(ctx.database.db, ctx.now()),
  runLeague: (ctx, leagueId, step) => deliverLeague(ctx, leagueId, step.owner),
};

/** One pass of the delivery worker, its deliveries claimed for `owner`; returns how many it attempted. */
export async function deliverDue(ctx: AppContext, owner: string, log?: StepLog): Promise<number> {
  return sum(await runLeagueJob(ctx, webhookSteps, { owner, log }));
}

/**
 * A league's share: starts its due deliveries as its slots free up, claiming each before it is sent
 * (outbox.ts), and returns once none is left to claim and none is in flight.
 */
async function deliverLeague(ctx: AppContext, leagueId: number, owner: string): Promise<number> {
  const { db } = ctx.database;
  const running = new Set<Promise<void>>();
  // A database error while recording: no more are started, and the step throws once the rest finish.
  const failures: unknown[] = [];
  let attempted = 0;
  for (;;) {
    const room = IN_FLIGHT_PER_LEAGUE - running.size;
    if (room > 0 && failures.length === 0) {
      const candidates = await dueCandidates(db, { now: ctx.now(), limit: room, leagueId });
      const claimed = await claim(db, { ids: candidates.map((c) => c.id), now: ctx.now(), owner });
      for (const delivery of await loadClaimed(db, claimed)) {
        const sending: Promise<void> = attemptDelivery(ctx, owner, delivery)
          .catch((error: unknown) => {
            failures.push(error);
          })
          .finally(() => running.delete(sending));
        running.add(sending);
        attempted += 1;
      }
    }
    if (running.size === 0) {
      if (failures.length > 0) throw failures[0];
      return attempted;
    }
    await firstOf(running, LOOK_AGAIN_MS);
  }
}

import type { AppContext } from '../../context';
import { attemptDelivery } from './delivery-attempt';
import { claim, dueCandidates, loadClaimed } from './outbox';

/**
 * Deliveries one process sends at once: per league, so a league whose receiver hangs holds two of the
 * slots, never the others' (docs/decisions/057); and overall.
 */
export const IN_FLIGHT_PER_LEAGUE = 2;
export const IN_FLIGHT_OVERALL = 16;
// How many due rows one look considers; leagues with no room left are left out of it.
const CANDIDATES = 100;
// While sends are in flight, how often the worker looks for newly due deliveries to start beside them.
const LOOK_AGAIN_MS = 250;

/**
 * One pass of the delivery worker: starts due deliveries as slots free up, each league within its share,
 * claiming each before it is sent (outbox.ts), and returns once none is left to claim and none is in
 * flight. A slow receiver holds its own slots until its timeout; others start beside it. Returns how many
 * it attempted.
 */
export async function deliverDue(ctx: AppContext, owner: string): Promise<number> {
  const inFlight = new Map<number, number>();
  const running = new Set<Promise<void>>();
  let attempted = 0;
  // A database error while recording: no more are started, and the pass throws once the rest finish.
  const failures: unknown[] = [];

  const start = async (): Promise<number> => {
    let started = 0;
    for (;;) {
      const room = IN_FLIGHT_OVERALL - running.size;
      if (room <= 0 || failures.length > 0) return started;
      const busyLeagues = [...inFlight].filter(([, n]) => n >= IN_FLIGHT_PER_LEAGUE).map(([id]) => id);
      const candidates = await dueCandidates(ctx.database.db, {
        now: ctx.now(),
        limit: CANDIDATES,
        busyLeagues,
      });
      const picked = pick(candidates, inFlight, room);
      const claimed = await claim(ctx.database.db, { ids: picked, now: ctx.now(), owner });
      const deliveries = await loadClaimed(ctx.database.db, claimed);
      for (const delivery of deliveries) {
        const league = delivery.league_id;
        inFlight.set(league, (inFlight.get(league) ?? 0) + 1);
        const sending: Promise<void> = attemptDelivery(ctx, owner, delivery)
          .catch((error: unknown) => {
            failures.push(error);
          })
          .finally(() => {
            inFlight.set(league, (inFlight.get(league) ?? 1) - 1);
            running.delete(sending);
          });
        running.add(sending);
      }
      started += deliveries.length;
      // Nothing claimed: none are due, or other processes took them (they go on with the rest).
      if (deliveries.length === 0) return started;
    }
  };

  for (;;) {
    const started = await start();
    attempted += started;
    if (running.size === 0) {
      if (failures.length > 0) throw failures[0];
      if (started === 0) return attempted;
      continue;
    }
    await firstOf(running, LOOK_AGAIN_MS);
  }
}

/** Of the due candidates, oldest first, those that fit: `room` overall, each league within its share. */
function pick(candidates: { id: number; leagueId: number }[], inFlight: Map<number, number>, room: number) {
  const taken = new Map(inFlight);
  const picked: number[] = [];
  for (const { id, leagueId } of candidates) {
    if (picked.length >= room) break;
    const count = taken.get(leagueId) ?? 0;
    if (count >= IN_FLIGHT_PER_LEAGUE) continue;
    taken.set(leagueId, count + 1);
    picked.push(id);
  }
  return picked;
}

/** Waits for one of `running` to settle, or `ms`, whichever comes first. */
async function firstOf(running: Set<Promise<void>>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([...running, elapsed]);
  } finally {
    clearTimeout(timer);
  }
}

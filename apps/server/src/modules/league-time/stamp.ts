import { leagueEventTime } from '@rinkside/domain';
import { memoWhileClockStill } from '../../db/batch-memo';
import type { Db } from '../../db/schema';
import { leagueTimeFacts } from './repo';

/**
 * The one stamp of a league event (docs/decisions/079): when it happened on the league's clock, read in
 * the event's own transaction. `at` is the time its writer knows: the wall clock, or a league instant
 * already taken from the league's clock (the same then, as the clock is read again at once). The news,
 * the transaction log and notifications write every row through this.
 */
export async function leagueTimeOfEvent(db: Db, leagueId: number, at: string): Promise<string> {
  // Read once in a rollover, whose league clock and games stand still while it stamps hundreds of events.
  const facts = await memoWhileClockStill(db, `league-time:${leagueId}`, () => leagueTimeFacts(db, leagueId));
  // A league no longer stored has no clock: the event keeps the time its writer knows.
  if (!facts) return at;
  return leagueEventTime({
    wall: new Date(at),
    timeZone: facts.time_zone,
    simulatedTo: facts.simulated_to,
    playedThrough: facts.played_through,
  });
}

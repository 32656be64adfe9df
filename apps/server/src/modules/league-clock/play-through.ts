import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SeasonPhase, addDays } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { playDueGames } from '../games/simulate';
import type { ClockState } from './repo';
import { seasonPhase } from './rounds-repo';

/**
 * Games per transaction. On SQLite a transaction holds the one connection, so every other request waits
 * for the batch: a day of an NHL-size league's games keeps that wait short (docs/decisions/067).
 */
const SIMULATE_BATCH = 16;

/**
 * The phase change an advance made by its own batches: the last regular-season game may start the
 * playoffs, the final's deciding game ends them. A change another request's batch made is not this one's.
 */
export interface PhaseWatch {
  /** The phase the advance read when it began. */
  from: SeasonPhase;
  change: { from: SeasonPhase; to: SeasonPhase } | null;
  /**
   * Told after each batch with the games it stored (0 while waiting on another's): an advance job keeps
   * its progress and its claim here, and stops by throwing (docs/decisions/067).
   */
  onBatch?: (stored: number) => Promise<void>;
  /** Told as each batch is handed over to be played: the advance's beginning is done (docs/decisions/102). */
  beforeBatch?: () => void;
}

/** The last instant of a league day in the league's zone. */
export function endOfLeagueDay(day: string, timeZone: string): Date {
  return new Date(zonedTimeToUtc(addDays(day, 1), '00:00', timeZone).getTime() - 1);
}

/**
 * Plays every game that starts before the end of `day` in the league's zone, in start order, through the
 * scheduler's own claim, so each game is stored once however many advances run (docs/decisions/026).
 * Returns the games this request played.
 */
export async function playThrough(
  ctx: AppContext,
  state: ClockState,
  day: string,
  watch: PhaseWatch,
): Promise<number> {
  const { db } = ctx.database;
  const until = endOfLeagueDay(day, state.time_zone);
  let played = 0;
  for (;;) {
    // SQLite answers synchronously: without a turn of the event loop between batches, a long advance
    // would hold back every other request, a second commissioner tab's included, until it ends.
    await nextTurn();
    const before = await seasonPhase(db, state.season_id);
    watch.beforeBatch?.();
    // An advance is a job (docs/decisions/067): its games give way to requests (docs/decisions/073).
    const batch = await playDueGames(ctx, {
      until,
      leagueId: state.league_id,
      limit: SIMULATE_BATCH,
      background: true,
    });
    // Zero, not a short batch: a series decided in a batch opens the next round, due by the same day. A game
    // that failed waits for its next attempt (docs/decisions/063), so it is not claimed again here.
    if (batch.claimed === 0) return played;
    played += batch.stored;
    await watch.onBatch?.(batch.stored);
    // Games move a season only into the playoffs or the offseason; the regular season's start is the
    // clock's own change (settlePhase), which a concurrent request may make while this batch runs.
    const after = await seasonPhase(db, state.season_id);
    if (after !== before && (after === 'playoffs' || after === 'offseason'))
      watch.change = { from: watch.from, to: after };
  }
}

import { PHASE_LABELS, dayInTimeZone } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { roundName } from '../playoffs/present';
import { findBracket } from '../playoffs/api';
import { type PhaseWatch, playThrough } from './play-through';
import type { ClockState } from './repo';
import type { Db } from '../../db/schema';
import * as rounds from './rounds-repo';

/** While the scheduler holds a day's games (PostgreSQL skips claimed games), wait for it to store them. */
const HELD_WAIT_MS = 25;
/** A minute of waiting on the scheduler before the advance gives up with 409. */
const MAX_HELD_WAITS = 2400;

export interface PlayoffAdvance {
  played: number;
  /** The league day of the last game of the last round played: where the clock goes. */
  lastDay: string | null;
  roundsCompleted: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays a playoff round to its end, day by day: every game due by the next day one of its undecided
 * series plays, until each of its series is decided. The next round opens only once the last of them is
 * decided, days after it (docs/decisions/080), so these days hold no game of another round. A concurrent
 * advance of the same round shares the days' games through the scheduler's claim; this one waits while
 * the other holds them.
 */
async function playRound(ctx: AppContext, state: ClockState, round: number, watch: PhaseWatch) {
  const { db } = ctx.database;
  let played = 0;
  let waits = 0;
  let lastDay: string | null = null;
  for (;;) {
    const start = await rounds.nextRoundGameStart(db, state.season_id, round);
    if (start === null) return played;
    const day = dayInTimeZone(start, state.time_zone);
    const batch = await playThrough(ctx, state, day, watch);
    played += batch;
    if (batch === 0 && day === lastDay) {
      waits += 1;
      if (waits > MAX_HELD_WAITS)
        throw conflict('The scheduler is still playing this playoff round. Try again in a moment.');
      await watch.onBatch?.(0);
      await sleep(HELD_WAIT_MS);
    }
    lastDay = day;
  }
}

/**
 * `to: 'round'` plays the current playoff round (the earliest with a series undecided) to its end;
 * `to: 'phase'` plays round after round through the final, whose deciding game records the champion and
 * moves the season to its offseason (docs/decisions/027). 409 outside the playoffs, naming the phase.
 */
export async function advanceThroughPlayoffs(
  ctx: AppContext,
  state: ClockState,
  to: 'round' | 'phase',
  watch: PhaseWatch,
): Promise<PlayoffAdvance> {
  const { db } = ctx.database;
  const start = await playoffStart(db, state);
  const { bracket } = start;
  let { round } = start;
  const result: PlayoffAdvance = { played: 0, lastDay: null, roundsCompleted: [] };
  for (;;) {
    result.played += await playRound(ctx, state, round, watch);
    const next = await rounds.currentRound(db, state.season_id);
    if (next === round)
      throw conflict(`The ${roundName(bracket, round - 1)} has a series with no games left to play.`);
    result.roundsCompleted.push(roundName(bracket, round - 1));
    const last = await rounds.roundLastStart(db, state.season_id, round);
    if (last !== null) result.lastDay = dayInTimeZone(last, state.time_zone);
    if (to === 'round' || next === null) return result;
    round = next;
  }
}

/**
 * The bracket and the round a playoff advance starts from: checked when the advance is asked for and again
 * when it runs. 409 outside the playoffs, naming the phase, or once no series is left.
 */
export async function playoffStart(db: Db, state: ClockState) {
  if (state.phase !== 'playoffs')
    throw conflict(
      `The league is in its ${PHASE_LABELS[state.phase].toLowerCase()}, not the playoffs: a playoff round can be simulated only once the playoffs have started.`,
    );
  const bracket = await findBracket(db, state.season_id);
  const round = await rounds.currentRound(db, state.season_id);
  if (bracket === null || round === null)
    throw conflict('No playoff series is left to play this season. Reload to see the champion.');
  return { bracket, round };
}

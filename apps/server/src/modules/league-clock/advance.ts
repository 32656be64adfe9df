import {
  type AdvanceRequest,
  type AdvanceResponse,
  addDays,
  leagueDay,
  stoppedAdvanceDay,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { resolveFreeAgency } from '../free-agency/resolve';
import { countScheduled } from '../games/api';
import { regularSeasonSpan } from '../season-phase/api';
import { refuseHeldOpening } from '../season-opening/api';
import { requireCommissioner } from '../leagues/service';
import { type PhaseWatch, endOfLeagueDay, playThrough } from './play-through';
import { advanceThroughPlayoffs, playoffStart } from './playoff-advance';
import * as repo from './repo';
import { seasonChampion } from './rounds-repo';
import { presentClock, requireClockState, settlePhase } from './service';

/**
 * What an advance will do, decided when it is asked for (so a request that cannot go answers 4xx at once)
 * and again when it runs: play the playoffs round by round, or every game through a league day.
 */
export type AdvancePlan =
  | { kind: 'playoffs'; state: repo.ClockState; to: 'round' | 'phase'; today: string }
  | { kind: 'days'; state: repo.ClockState; target: string; today: string; total: number };

/** The league day an advance ends on; never before today (the clock only moves forward). */
async function targetDay(ctx: AppContext, state: repo.ClockState, today: string, request: AdvanceRequest) {
  switch (request.to) {
    case 'day':
      return addDays(today, 1);
    case 'week':
      return addDays(today, 7);
    case 'date': {
      const day = request.date ?? today;
      if (day < today)
        throw badRequest(
          `The league is already on ${today}; the clock only moves forward. Pick a later date.`,
        );
      return day;
    }
    case 'regularSeasonEnd':
    case 'phase': {
      const span = await regularSeasonSpan(ctx.database.db, state.season_id);
      if (span.lastDay === null)
        throw conflict('This season has no regular-season games yet. Generate or upload a schedule first.');
      if (request.to === 'phase' && span.scheduled === 0)
        throw conflict(
          `Every regular-season game is final; the playoffs have not started. Start them (POST /league/${state.league_id}/playoffs/start) to begin the next phase.`,
        );
      return span.lastDay > today ? span.lastDay : today;
    }
    case 'round':
      throw conflict('A playoff round is played only during the playoffs.');
  }
}

/** 409 in the offseason: the only way on from there is the next season. */
function refuseOffseason(state: repo.ClockState, request: AdvanceRequest): void {
  if (state.phase !== 'offseason' || (request.to !== 'phase' && request.to !== 'round')) return;
  throw conflict(
    `The ${state.season_name} season is over: the league is in its offseason. Start the next season (POST /league/${state.league_id}/season/next) to go on.`,
  );
}

/**
 * Checks the advance can go and decides how far; 400/404/409 naming why not (a regular season held by GM
 * teams below the floor among them).
 */
export async function planAdvance(
  ctx: AppContext,
  leagueId: number,
  request: AdvanceRequest,
): Promise<AdvancePlan> {
  const state = await requireClockState(ctx, leagueId);
  const today = leagueDay(ctx.now(), state.time_zone, state.simulated_to);
  refuseOffseason(state, request);
  if (request.to === 'round' || (request.to === 'phase' && state.phase === 'playoffs')) {
    await playoffStart(ctx.database.db, state);
    return { kind: 'playoffs', state, to: request.to, today };
  }
  const target = await targetDay(ctx, state, today, request);
  // GM teams below the floor hold the regular season's first games (docs/decisions/076).
  if (state.phase === 'preseason') await refuseHeldOpening(ctx, leagueId, target);
  const until = endOfLeagueDay(target, state.time_zone).toISOString();
  const total = await countScheduled(ctx.database.db, leagueId, until);
  return { kind: 'days', state, target, today, total };
}

/**
 * Plays every game due by the end of the target league day, in start order, then moves the clock there.
 * During the playoffs, 'round' and 'phase' play to the end of the current round or of the final, and the
 * clock goes to that round's last game. Run by the advance job (docs/decisions/067); a game the scheduler
 * plays meanwhile is stored once (docs/decisions/026).
 */
export async function runAdvance(
  ctx: AppContext,
  run: {
    leagueId: number;
    userId: number | null;
    request: AdvanceRequest;
    watch?: PhaseWatch['onBatch'];
    beforeBatch?: PhaseWatch['beforeBatch'];
  },
): Promise<AdvanceResponse> {
  const { leagueId, userId, request } = run;
  const plan = await planAdvance(ctx, leagueId, request);
  const { state } = plan;
  const watch: PhaseWatch = {
    from: state.phase,
    change: null,
    onBatch: run.watch,
    beforeBatch: run.beforeBatch,
  };
  if (plan.kind === 'playoffs') {
    const played = await advanceThroughPlayoffs(ctx, state, plan.to, watch);
    const to = `the end of the ${plan.to === 'round' ? 'round' : 'playoffs'}`;
    await moveClockAndRecord(ctx, {
      leagueId,
      userId,
      day: played.lastDay ?? plan.today,
      details: { to, played: played.played },
    });
    return {
      clock: await presentClock(ctx, leagueId),
      played: played.played,
      phaseChanged: watch.change,
      playoffs: {
        roundsCompleted: played.roundsCompleted,
        champion: await seasonChampion(ctx.database.db, state.season_id),
      },
    };
  }
  const played = await playThrough(ctx, state, plan.target, watch);
  await moveClockAndRecord(ctx, { leagueId, userId, day: plan.target, details: { to: plan.target, played } });
  const settled = await settlePhase(ctx, state, plan.target);
  // Days simulated ahead in the offseason move free agency on at once (docs/decisions/045).
  if (state.phase === 'offseason') await resolveFreeAgency(ctx, leagueId);
  return {
    clock: await presentClock(ctx, leagueId),
    played,
    phaseChanged: watch.change ?? settled,
    playoffs: null,
  };
}

/**
 * Ends an advance the commissioner stopped between two batches (docs/decisions/080): the clock moves to the
 * day of the last game played, never back, and the regular season opens if that day reached its first game.
 */
export async function stopAdvanceHere(
  ctx: AppContext,
  stop: { leagueId: number; userId: number | null; played: number },
): Promise<AdvanceResponse> {
  const state = await requireClockState(ctx, stop.leagueId);
  const today = leagueDay(ctx.now(), state.time_zone, state.simulated_to);
  const last = await repo.lastFinalGameStart(ctx.database.db, state.season_id);
  const day = stoppedAdvanceDay(today, last, state.time_zone);
  await moveClockAndRecord(ctx, {
    leagueId: stop.leagueId,
    userId: stop.userId,
    day,
    details: { to: `${day} (stopped)`, played: stop.played },
  });
  const settled = await settlePhase(ctx, state, day);
  return {
    clock: await presentClock(ctx, stop.leagueId),
    played: stop.played,
    phaseChanged: settled,
    playoffs: null,
    stopped: true,
  };
}

/** The commissioner's advance played to its end in the caller (scripts and benchmarks; requests start a job). */
export async function advance(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: AdvanceRequest,
): Promise<AdvanceResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  return runAdvance(ctx, { leagueId, userId, request });
}

/** The advance's clock move and its audit entry, in one transaction. */
async function moveClockAndRecord(
  ctx: AppContext,
  move: { leagueId: number; userId: number | null; day: string; details: { to: string; played: number } },
) {
  await ctx.database.db.transaction().execute(async (trx) => {
    await repo.moveSimulatedTo(trx, move.leagueId, move.day);
    await recordCommissionerAction(trx, {
      leagueId: move.leagueId,
      actorId: move.userId,
      now: ctx.now(),
      action: 'league_advanced',
      details: move.details,
    });
  });
}

import {
  type AdvanceRequest,
  type AdvanceResponse,
  type LeagueClock,
  type SeasonDatesRequest,
  type SeasonPhase,
  addDays,
  leagueDay,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordCommissionerAction, recordSettingsChange } from '../commissioners/audit';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { regularSeasonSpan } from '../games/repo';
import { type PhaseWatch, playThrough } from './play-through';
import { advanceThroughPlayoffs } from './playoff-advance';
import * as repo from './repo';
import { seasonChampion } from './rounds-repo';
import { describeWindow } from './season-window';
import { resolveFreeAgency } from '../free-agency/resolve';

async function requireClockState(ctx: AppContext, leagueId: number): Promise<repo.ClockState> {
  await requireLeague(ctx, leagueId);
  const state = await repo.findClockState(ctx.database.db, leagueId);
  if (!state) throw notFound('This league has no active season.');
  return state;
}

/**
 * Settles the phase the league day implies (docs/decisions/026): a season in preseason enters its
 * regular season on the day of its first regular-season game. Returns the change if this call made it.
 */
async function settlePhase(ctx: AppContext, state: repo.ClockState, day: string) {
  if (state.phase !== 'preseason') return null;
  const span = await regularSeasonSpan(ctx.database.db, state.season_id);
  if (span.firstDay === null || span.firstDay > day) return null;
  const change = { from: 'preseason', to: 'regular' } as const satisfies Record<string, SeasonPhase>;
  return (await repo.changePhase(ctx.database.db, state.season_id, change)) ? change : null;
}

/** The clock as it stands now, read again after any change. */
async function presentClock(ctx: AppContext, leagueId: number): Promise<LeagueClock> {
  const state = await requireClockState(ctx, leagueId);
  const span = await regularSeasonSpan(ctx.database.db, state.season_id);
  return {
    date: leagueDay(ctx.now(), state.time_zone, state.simulated_to),
    timeZone: state.time_zone,
    phase: state.phase,
    seasonId: state.season_id,
    regularSeasonComplete: span.total > 0 && span.scheduled === 0,
    seasonStartDate: state.start_date,
    seasonEndDate: state.end_date,
  };
}

export async function getClock(ctx: AppContext, leagueId: number): Promise<LeagueClock> {
  const state = await requireClockState(ctx, leagueId);
  await settlePhase(ctx, state, leagueDay(ctx.now(), state.time_zone, state.simulated_to));
  return presentClock(ctx, leagueId);
}

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
 * Plays every game due by the end of the target league day, in start order, then moves the clock
 * there (commissioner). Two advances at once each play what is left and the clock ends on the later
 * target; a phase change between them happens once. During the playoffs, 'round' and 'phase' play
 * to the end of the current round or of the final, and the clock goes to that round's last game.
 */
export async function advance(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: AdvanceRequest,
): Promise<AdvanceResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  const state = await requireClockState(ctx, leagueId);
  const today = leagueDay(ctx.now(), state.time_zone, state.simulated_to);
  const watch: PhaseWatch = { from: state.phase, change: null };
  refuseOffseason(state, request);
  if (request.to === 'round' || (request.to === 'phase' && state.phase === 'playoffs')) {
    const run = await advanceThroughPlayoffs(ctx, state, request.to, watch);
    await moveClockAndRecord(ctx, {
      leagueId,
      userId,
      day: run.lastDay ?? today,
      details: { to: `the end of the ${request.to === 'round' ? 'round' : 'playoffs'}`, played: run.played },
    });
    return {
      clock: await presentClock(ctx, leagueId),
      played: run.played,
      phaseChanged: watch.change,
      playoffs: {
        roundsCompleted: run.roundsCompleted,
        champion: await seasonChampion(ctx.database.db, state.season_id),
      },
    };
  }
  const target = await targetDay(ctx, state, today, request);
  const played = await playThrough(ctx, state, target, watch);
  await moveClockAndRecord(ctx, { leagueId, userId, day: target, details: { to: target, played } });
  const settled = await settlePhase(ctx, state, target);
  const phaseChanged = watch.change ?? settled;
  // Days simulated ahead in the offseason move free agency on at once (docs/decisions/045).
  if (state.phase === 'offseason') await resolveFreeAgency(ctx, leagueId);
  return { clock: await presentClock(ctx, leagueId), played, phaseChanged, playoffs: null };
}

/** Sets the days the active season's games may be on (commissioner); 409 while games lie outside. */
export async function setSeasonDates(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: SeasonDatesRequest,
): Promise<LeagueClock> {
  await requireCommissioner(ctx, leagueId, userId);
  const state = await requireClockState(ctx, leagueId);
  const dates = { startDate: request.startDate, endDate: request.endDate };
  const before = { startDate: state.start_date ?? null, endDate: state.end_date ?? null };
  await ctx.database.db.transaction().execute(async (trx) => {
    const outside = await repo.countGamesOutside(trx, state.season_id, dates);
    if (outside > 0) {
      const window = describeWindow({
        name: state.season_name,
        start_date: dates.startDate,
        end_date: dates.endDate,
      });
      throw conflict(
        `${outside} of this season's games are not ${window}. Choose dates that hold every game.`,
      );
    }
    await repo.setSeasonDates(trx, state.season_id, dates);
    await recordSettingsChange(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      area: 'season dates',
      before,
      after: dates,
    });
  });
  return presentClock(ctx, leagueId);
}

/**
 * After the commissioner's batch simulation has played every game through `day` (or, without one,
 * the whole season), the league clock stands on that day, so every view agrees on "now".
 */
export async function moveClockAfterSimulation(ctx: AppContext, leagueId: number, day: string | undefined) {
  const state = await repo.findClockState(ctx.database.db, leagueId);
  if (!state) return;
  const target = day ?? (await repo.lastGameDay(ctx.database.db, state.season_id));
  if (target === null) return;
  await repo.moveSimulatedTo(ctx.database.db, leagueId, target);
  await settlePhase(ctx, state, leagueDay(ctx.now(), state.time_zone, target));
}

/** The advance's clock move and its audit entry, in one transaction. */
async function moveClockAndRecord(
  ctx: AppContext,
  move: { leagueId: number; userId: number; day: string; details: { to: string; played: number } },
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

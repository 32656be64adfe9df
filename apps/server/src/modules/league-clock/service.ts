import { type LeagueClock, type SeasonDatesRequest, type SeasonPhase, leagueDay } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { recordSettingsChange } from '../commissioners/audit';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { changePhase, regularSeasonSpan } from '../season-phase/api';
import { openingHeld } from '../season-opening/api';
import * as repo from './repo';
import { describeWindow } from '../games/season-window';

export async function requireClockState(ctx: AppContext, leagueId: number): Promise<repo.ClockState> {
  await requireLeague(ctx, leagueId);
  const state = await repo.findClockState(ctx.database.db, leagueId);
  if (!state) throw notFound('This league has no active season.');
  return state;
}

/**
 * Settles the phase the league day implies (docs/decisions/026): a season in preseason enters its
 * regular season on the day of its first regular-season game, unless GM teams below the floor hold it
 * (docs/decisions/076). Returns the change if this call made it.
 */
export async function settlePhase(ctx: AppContext, state: repo.ClockState, day: string) {
  if (state.phase !== 'preseason') return null;
  const span = await regularSeasonSpan(ctx.database.db, state.season_id);
  if (span.firstDay === null || span.firstDay > day) return null;
  // The floor binds at the opening (docs/decisions/076): the preseason lasts while GM teams below it hold it.
  if (await openingHeld(ctx, state.league_id)) return null;
  const change = { from: 'preseason', to: 'regular' } as const satisfies Record<string, SeasonPhase>;
  return (await changePhase(ctx.database.db, state.season_id, change)) ? change : null;
}

/** The clock as it stands now, read again after any change. */
export async function presentClock(ctx: AppContext, leagueId: number): Promise<LeagueClock> {
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

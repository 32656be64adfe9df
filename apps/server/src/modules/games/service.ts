import { randomBytes } from 'node:crypto';
import {
  type GameDetail,
  type GameListItem,
  type ScheduleResponse,
  SEASON_PROGRESS_UPCOMING,
  type SeasonProgressResponse,
  type createGameRequestSchema,
  type generateScheduleRequestSchema,
  addDays,
  countGamesDueAtOnce,
  scheduleDrawSeed,
  gamesDueAtOnceMessage,
  leagueDay,
  leagueInstant,
  scheduleDates,
  dayInTimeZone,
} from '@rinkside/domain';
import { canBalance, createRng, generateSchedule } from '@rinkside/sim';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { openSeasonWithSchedule } from '../season-phase/api';
import { requireInsideSeason } from './season-window';
import { requireFreeDay } from './team-day';
import { findActiveSeason, findTeamOfGm, listTeamsWithGm } from '../leagues/api';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { loadGameRecord } from './game-record-repo';
import { presentGame, presentScheduledGame } from './present';
import * as repo from './repo';

const DEFAULT_START_TIME = '19:00';
const newSeed = () => randomBytes(8).toString('hex');

async function requireActiveSeason(ctx: AppContext, leagueId: number) {
  const season = await findActiveSeason(ctx.database.db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  return season;
}

/** The season a list reads: the active one, or `seasonId` when it names one of this league's seasons. */
async function requireSeasonToRead(ctx: AppContext, leagueId: number, seasonId: number | undefined) {
  if (seasonId === undefined) return requireActiveSeason(ctx, leagueId);
  const season = await repo.findLeagueSeason(ctx.database.db, leagueId, seasonId);
  if (!season) throw notFound(`Season ${seasonId} is not a season of this league.`);
  return season;
}

/** A season's schedule for the calendar: the active season's unless `seasonId` names another. */
export async function getSchedule(
  ctx: AppContext,
  leagueId: number,
  seasonId?: number,
): Promise<ScheduleResponse> {
  const league = await requireLeague(ctx, leagueId);
  const season = await requireSeasonToRead(ctx, leagueId, seasonId);
  const games = await repo.listGames(ctx.database.db, season.id);
  return {
    seasonId: season.id,
    timeZone: league.time_zone,
    games: games.map(presentScheduledGame),
  };
}

/** How far a season has gone, and its next unplayed games (the league home). */
export async function getSeasonProgress(
  ctx: AppContext,
  leagueId: number,
  seasonId?: number,
): Promise<SeasonProgressResponse> {
  const league = await requireLeague(ctx, leagueId);
  const season = await requireSeasonToRead(ctx, leagueId, seasonId);
  const { db } = ctx.database;
  const [counts, next] = await Promise.all([
    repo.countGames(db, season.id),
    repo.listGames(db, season.id, { unplayed: { limit: SEASON_PROGRESS_UPCOMING } }),
  ]);
  return {
    seasonId: season.id,
    timeZone: league.time_zone,
    ...counts,
    upcoming: next.map(presentScheduledGame),
  };
}

/** What generating a schedule did: the games it stored, or the games it would have played at once. */
export type ScheduleGeneration =
  { created: number } | { gamesDueAtOnce: number; startOnOrAfter: string; message: string };

export async function generateSeasonSchedule(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: z.output<typeof generateScheduleRequestSchema>,
): Promise<ScheduleGeneration> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const season = await requireActiveSeason(ctx, leagueId);
  const { db } = ctx.database;
  const teams = await listTeamsWithGm(db, leagueId);
  const day = leagueDay(ctx.now(), league.time_zone, league.simulated_to);
  const { startDate, endDate } = scheduleDates(request, {
    leagueDay: day,
    seasonStartDate: season.start_date,
    seasonEndDate: season.end_date,
  });
  if (endDate < startDate) throw badRequest('The end date must be on or after the start date.');
  requireInsideSeason(season, startDate, endDate);
  if (!canBalance(teams.length, request.gamesPerTeam)) {
    throw badRequest(
      `${teams.length} teams cannot each play ${request.gamesPerTeam} games: choose an even number.`,
    );
  }
  if ((await repo.countSeasonGames(db, season.id)) > 0) {
    throw conflict(
      'This season already has games. A full schedule can only be generated for an empty season.',
    );
  }
  const seed = scheduleDrawSeed({
    seasonId: season.id,
    gamesPerTeam: request.gamesPerTeam,
    startDate,
    endDate,
  });
  const matchups = generateSchedule(createRng(seed), {
    teams: teams.length,
    gamesPerTeam: request.gamesPerTeam,
    startDate,
    endDate,
  });
  const now = ctx.now().toISOString();
  const games = matchups.map((m) => ({
    league_id: leagueId,
    season_id: season.id,
    home_team_id: teams[m.home]?.id ?? 0,
    away_team_id: teams[m.away]?.id ?? 0,
    game_date: m.date,
    start_at: zonedTimeToUtc(m.date, m.time, league.time_zone).toISOString(),
    game_type: 'regular' as const,
    seed: newSeed(),
    status: 'scheduled' as const,
    created_at: now,
  }));
  // A game due by the league's now is played by the next scheduler pass or advance, before any GM sets
  // lines: only the commissioner's confirmation lets such a schedule be saved (docs/decisions/080).
  const leagueNow = leagueInstant(ctx.now(), league.time_zone, league.simulated_to);
  const dueAtOnce = countGamesDueAtOnce(
    games.map((g) => g.start_at),
    leagueNow,
  );
  if (dueAtOnce > 0 && !request.playPastGames) {
    const startOnOrAfter = addDays(day, 1);
    return {
      gamesDueAtOnce: dueAtOnce,
      startOnOrAfter,
      message: gamesDueAtOnceMessage(dueAtOnce, startOnOrAfter),
    };
  }
  await db.transaction().execute(async (trx) => {
    await repo.insertGames(trx, games);
    await openSeasonWithSchedule(trx, season.id, { firstDay: startDate, regularGames: games.length });
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'schedule_generated',
      details: { games: games.length },
    });
  });
  return { created: games.length };
}

export async function createGame(
  ctx: AppContext,
  userId: number,
  request: z.output<typeof createGameRequestSchema>,
): Promise<number> {
  const league = await requireCommissioner(ctx, request.leagueId, userId);
  const season = await requireActiveSeason(ctx, request.leagueId);
  if (season.id !== request.seasonId) throw badRequest("seasonId is not this league's active season.");
  if (request.homeTeamId === request.awayTeamId) throw badRequest('A team cannot play itself.');
  const teams = new Set((await listTeamsWithGm(ctx.database.db, league.id)).map((t) => t.id));
  for (const [field, id] of [
    ['homeTeamId', request.homeTeamId],
    ['awayTeamId', request.awayTeamId],
  ] as const) {
    if (!teams.has(id)) throw badRequest(`${field} ${id} is not a team of this league.`);
  }
  const startAt = request.date.includes('T')
    ? new Date(request.date)
    : zonedTimeToUtc(request.date, DEFAULT_START_TIME, league.time_zone);
  const day = dayInTimeZone(startAt, league.time_zone);
  requireInsideSeason(season, day);
  const { homeTeamId, awayTeamId } = request;
  try {
    return await ctx.database.db.transaction().execute(async (trx) => {
      await requireFreeDay(trx, ctx.database.kind, { leagueId: league.id, homeTeamId, awayTeamId, day });
      const [id] = await repo.insertGames(trx, [
        {
          league_id: league.id,
          season_id: season.id,
          home_team_id: homeTeamId,
          away_team_id: awayTeamId,
          game_date: day,
          start_at: startAt.toISOString(),
          game_type: request.gameType,
          seed: newSeed(),
          status: 'scheduled',
          created_at: ctx.now().toISOString(),
        },
      ]);
      await recordCommissionerAction(trx, {
        leagueId: league.id,
        actorId: userId,
        now: ctx.now(),
        action: 'game_added',
        details: { gameId: id ?? 0 },
      });
      return id ?? 0;
    });
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation')
      throw conflict('These teams already play each other on that day.');
    throw error;
  }
}

/**
 * The viewer's team's games of a season (the active one by default); anyone without a team here (a
 * commissioner who runs none, a visitor) sees every game. A commissioner who is also a GM sees their
 * team's: this is the Team view of Game Center. The team is the one the viewer runs now.
 */
export async function listUserGames(
  ctx: AppContext,
  { leagueId, userId, seasonId }: { leagueId: number; userId: number; seasonId?: number },
): Promise<GameListItem[]> {
  await requireLeague(ctx, leagueId);
  const season = await requireSeasonToRead(ctx, leagueId, seasonId);
  const team = await findTeamOfGm(ctx.database.db, leagueId, userId);
  const rows = await repo.listGames(ctx.database.db, season.id, team ? { teamId: team.id } : {});
  return rows.map(presentGame);
}

/** Every game of a season (the active one by default), or one team's. */
export async function listLeagueGames(
  ctx: AppContext,
  leagueId: number,
  { teamId, seasonId }: { teamId?: number; seasonId?: number } = {},
): Promise<GameListItem[]> {
  await requireLeague(ctx, leagueId);
  const season = await requireSeasonToRead(ctx, leagueId, seasonId);
  const rows = await repo.listGames(ctx.database.db, season.id, teamId === undefined ? {} : { teamId });
  return rows.map(presentGame);
}

export async function getGame(ctx: AppContext, gameId: number): Promise<GameDetail> {
  const row = await repo.findGame(ctx.database.db, gameId);
  if (!row) throw notFound('Game not found.');
  return {
    ...presentGame({ ...row, simulation: await loadGameRecord(ctx.database.db, gameId) }),
    timeZone: row.time_zone,
  };
}

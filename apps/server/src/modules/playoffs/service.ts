import {
  readableOr,
  DEFAULT_PLAYOFF_SETTINGS,
  type Championship,
  type PlayoffSettings,
  type PlayoffsResponse,
  seasonLabel,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { recordCommissionerAction, recordSettingsChange } from '../commissioners/audit';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { gmsOfLeagues } from '../notifications/api';
import { announce } from '../notifications/service';
import { presentPlayoffs } from './present';
import * as repo from './repo';
import { playoffSettingsOf } from './settings';
import { startPlayoffsIn } from './start';

async function requireSeason(ctx: AppContext, leagueId: number, seasonId?: number) {
  await requireLeague(ctx, leagueId);
  const season = await repo.findSeason(ctx.database.db, leagueId, seasonId);
  if (!season)
    throw notFound(
      seasonId === undefined ? 'This league has no active season.' : 'No such season in this league.',
    );
  return season;
}

/** The season's bracket, series, games and champion (the active season unless one is named). */
export async function getPlayoffs(
  ctx: AppContext,
  leagueId: number,
  seasonId?: number,
): Promise<PlayoffsResponse> {
  const { db } = ctx.database;
  const season = await requireSeason(ctx, leagueId, seasonId);
  const [stored, series, games] = await Promise.all([
    repo.findBracket(db, season.id),
    repo.listSeries(db, season.id),
    repo.listSeriesGames(db, season.id),
  ]);
  const gameIds = new Map<number, number[]>();
  for (const g of games) gameIds.set(g.series_id, [...(gameIds.get(g.series_id) ?? []), g.game_id]);
  const championId = season.champion_team_id;
  const team = championId === null ? undefined : await repo.findTeamName(db, championId);
  return presentPlayoffs({
    seasonId: season.id,
    bracket: stored,
    series,
    gameIds,
    champion: championId === null ? null : { teamId: championId, name: team?.name ?? '' },
  });
}

/** Starts the active season's playoffs (commissioner); 409 naming why when it cannot. */
export async function startPlayoffs(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<PlayoffsResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  const season = await requireSeason(ctx, leagueId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await startPlayoffsIn(trx, { leagueId, seasonId: season.id }, ctx.now());
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'playoffs_started',
      details: {},
    });
  });
  ctx.memory.resultsGeneration.markStored([leagueId]);
  await announce(ctx, await gmsOfLeagues(ctx.database.db, [leagueId]));
  return getPlayoffs(ctx, leagueId, season.id);
}

export async function getPlayoffSettings(ctx: AppContext, leagueId: number): Promise<PlayoffSettings> {
  await requireLeague(ctx, leagueId);
  const league = await repo.findLeagueForPlayoffs(ctx.database.db, leagueId);
  return playoffSettingsOf(league?.playoff_settings ?? null);
}

/** Replaces the league's playoff settings (commissioner); a season already seeded keeps its bracket. */
export async function setPlayoffSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  settings: PlayoffSettings,
): Promise<PlayoffSettings> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await repo.savePlayoffSettings(trx, leagueId, JSON.stringify(settings));
    await recordSettingsChange(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      area: 'playoff',
      before: readableOr(playoffSettingsOf, league.playoff_settings, DEFAULT_PLAYOFF_SETTINGS),
      after: settings,
    });
  });
  return settings;
}

/** The Cups a team won (docs/decisions/027: recorded with the final's deciding game), oldest first. */
export async function teamChampionships(ctx: AppContext, teamId: number): Promise<Championship[]> {
  const seasons = await repo.teamChampionships(ctx.database.db, teamId);
  return seasons.map((season) => ({ seasonId: season.id, label: seasonLabel(season.start_year) }));
}

import { type PlayoffBracket, playoffBracketSchema } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import { readJsonColumn } from '../../db/json-column';
import type { DatabaseKind } from '../../db/database';
import type { GamesTable, PlayoffSeriesTable } from '../../db/schema';
import type { Db } from '../../db/schema';

export type SeriesRow = Selectable<PlayoffSeriesTable>;

/** The league's zone, simulated-to day and stored playoff settings (JSON or null). */
export function findLeagueForPlayoffs(db: Db, leagueId: number) {
  return db
    .selectFrom('leagues')
    .select(['id', 'time_zone', 'simulated_to', 'playoff_settings'])
    .where('id', '=', leagueId)
    .executeTakeFirst();
}
export type LeagueForPlayoffs = NonNullable<Awaited<ReturnType<typeof findLeagueForPlayoffs>>>;

export async function savePlayoffSettings(db: Db, leagueId: number, settings: string): Promise<void> {
  await db.updateTable('leagues').set({ playoff_settings: settings }).where('id', '=', leagueId).execute();
}

export function findSeason(db: Db, leagueId: number, seasonId: number | undefined) {
  let query = db
    .selectFrom('seasons')
    .select(['id', 'league_id', 'phase', 'champion_team_id', 'planned_regular_games'])
    .where('league_id', '=', leagueId);
  query = seasonId === undefined ? query.where('active', '=', 1) : query.where('id', '=', seasonId);
  return query.executeTakeFirst();
}

/** The stored bracket (JSON PlayoffBracket) of a season, if its playoffs have started. */
/** The season's stored bracket, read by its schema; null before its playoffs are seeded. */
export async function findBracket(db: Db, seasonId: number): Promise<PlayoffBracket | null> {
  const row = await db
    .selectFrom('playoff_brackets')
    .select('bracket')
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return row
    ? readJsonColumn(playoffBracketSchema, row.bracket, `playoff bracket of season ${seasonId}`)
    : null;
}

export async function insertBracket(db: Db, seasonId: number, bracket: string, now: string) {
  await db.insertInto('playoff_brackets').values({ season_id: seasonId, bracket, created_at: now }).execute();
}

export function listSeries(db: Db, seasonId: number): Promise<SeriesRow[]> {
  return db
    .selectFrom('playoff_series')
    .selectAll()
    .where('season_id', '=', seasonId)
    .orderBy('id')
    .execute();
}

export async function insertSeries(db: Db, series: Insertable<PlayoffSeriesTable>): Promise<number> {
  const row = await db.insertInto('playoff_series').values(series).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The series a game belongs to, locked on PostgreSQL so its games are counted one after another. */
export function seriesOfGame(db: Db, kind: DatabaseKind, gameId: number) {
  let query = db
    .selectFrom('playoff_games')
    .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
    .selectAll('playoff_series')
    .where('playoff_games.game_id', '=', gameId);
  if (kind === 'postgres') query = query.forUpdate('playoff_series');
  return query.executeTakeFirst();
}

/** Counts one win; the conditional update refuses a win in a series already decided. */
export async function addWin(db: Db, series: SeriesRow, side: 'high' | 'low', winnerId: number | null) {
  const column = side === 'high' ? 'high_wins' : 'low_wins';
  const result = await db
    .updateTable('playoff_series')
    .set((eb) => ({ [column]: eb(column, '+', 1), winner_team_id: winnerId }))
    .where('id', '=', series.id)
    .where('winner_team_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the games a decided series no longer needs. On PostgreSQL a game another process has
 * claimed is skipped: that process finds the series decided and deletes it itself.
 */
export async function deleteUnplayedGames(db: Db, kind: DatabaseKind, seriesId: number): Promise<void> {
  let ids = db
    .selectFrom('games')
    .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
    .select('games.id')
    .where('playoff_games.series_id', '=', seriesId)
    .where('games.status', '=', 'scheduled');
  if (kind === 'postgres') ids = ids.forUpdate('games').skipLocked();
  const unplayed = (await ids.execute()).map((g) => g.id);
  if (unplayed.length === 0) return;
  await db.deleteFrom('playoff_games').where('game_id', 'in', unplayed).execute();
  await db.deleteFrom('games').where('id', 'in', unplayed).execute();
}

/** Every series game of a season in order: its series, number, status and id. */
export function listSeriesGames(db: Db, seasonId: number) {
  return db
    .selectFrom('playoff_games')
    .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
    .select(['playoff_games.series_id', 'playoff_games.game_id', 'playoff_games.game_number'])
    .where('playoff_series.season_id', '=', seasonId)
    .orderBy('playoff_games.series_id')
    .orderBy('playoff_games.game_number')
    .execute();
}

/** Records the champion once, with the GM the team has as the final is won. */
export async function recordChampion(db: Db, seasonId: number, teamId: number): Promise<void> {
  const team = await db.selectFrom('teams').select('gm_user_id').where('id', '=', teamId).executeTakeFirst();
  await db
    .updateTable('seasons')
    .set({ champion_team_id: teamId, champion_gm_user_id: team?.gm_user_id ?? null })
    .where('id', '=', seasonId)
    .where('champion_team_id', 'is', null)
    .execute();
}

/** The season's played regular-season games, for head-to-head. */
export function regularSeasonResults(db: Db, seasonId: number) {
  return db
    .selectFrom('games')
    .select(['home_team_id', 'away_team_id', 'start_at', 'status', 'home_score', 'away_score', 'result_type'])
    .where('season_id', '=', seasonId)
    .where('game_type', '=', 'regular')
    .where('status', '=', 'final')
    .execute();
}

/** The seasons whose Cup a team won, oldest first: its banners. */
export function teamChampionships(db: Db, teamId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'start_year'])
    .where('champion_team_id', '=', teamId)
    .orderBy('start_year')
    .orderBy('id')
    .execute();
}

/** A team's name; undefined when there is no such team. */
export function findTeamName(db: Db, teamId: number): Promise<{ name: string } | undefined> {
  return db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
}

/** The league's teams as the standings show them: name, abbreviation, conference and division. */
export function listStandingsTeams(db: Db, leagueId: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'abbreviation', 'conference', 'division'])
    .where('league_id', '=', leagueId)
    .execute();
}

/** Schedules a game of a series: the game itself, then its place in the series. */
export async function insertSeriesGame(
  db: Db,
  game: Insertable<GamesTable>,
  place: { seriesId: number; gameNumber: number },
): Promise<void> {
  const inserted = await db.insertInto('games').values(game).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('playoff_games')
    .values({ game_id: inserted.id, series_id: place.seriesId, game_number: place.gameNumber })
    .execute();
}

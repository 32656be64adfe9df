import type { SimulationData } from '@rinkside/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, GamesTable } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertGames(db: Db, games: Insertable<GamesTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < games.length; i += 200) {
    const rows = await db
      .insertInto('games')
      .values(games.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function countSeasonGames(db: Db, seasonId: number): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('season_id', '=', seasonId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One season of a league by its id; undefined when the id is unknown or another league's. */
export function findLeagueSeason(db: Db, leagueId: number, seasonId: number) {
  return db
    .selectFrom('seasons')
    .select(['id'])
    .where('league_id', '=', leagueId)
    .where('id', '=', seasonId)
    .executeTakeFirst();
}

export async function countScheduled(db: Db, leagueId: number, until?: string): Promise<number> {
  let query = db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .where('status', '=', 'scheduled');
  if (until) query = query.where('start_at', '<=', until);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The games of a season with both teams' names, optionally only those of one team. */
export function listGames(
  db: Db,
  seasonId: number,
  options: { teamId?: number; withSimulation?: boolean; unplayed?: { limit: number } } = {},
) {
  let query = db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('teams as away', 'away.id', 'games.away_team_id')
    .select([
      'games.id',
      'games.game_date',
      'games.start_at',
      'games.status',
      'games.home_score',
      'games.away_score',
      'games.result_type',
      'games.home_team_id',
      'games.away_team_id',
      'home.name as home_name',
      'away.name as away_name',
      'home.abbreviation as home_abbreviation',
      'away.abbreviation as away_abbreviation',
    ])
    .where('games.season_id', '=', seasonId)
    .orderBy('games.start_at')
    .orderBy('games.id');
  if (options.unplayed) query = query.where('games.status', '!=', 'final').limit(options.unplayed.limit);
  if (options.teamId !== undefined) {
    const teamId = options.teamId;
    query = query.where((eb) =>
      eb.or([eb('games.home_team_id', '=', teamId), eb('games.away_team_id', '=', teamId)]),
    );
  }
  return query.execute();
}
/** A season's games, and how many of them are final. */
export async function countGames(db: Db, seasonId: number): Promise<{ total: number; played: number }> {
  const row = await db
    .selectFrom('games')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'final').then(1).else(0).end()).as('played'),
    ])
    .where('season_id', '=', seasonId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), played: Number(row.played ?? 0) };
}

export type GameListRow = Awaited<ReturnType<typeof listGames>>[number] & {
  simulation?: SimulationData | null;
};

export function findGame(db: Db, gameId: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('teams as away', 'away.id', 'games.away_team_id')
    .innerJoin('leagues', 'leagues.id', 'home.league_id')
    .selectAll('games')
    .select([
      'home.name as home_name',
      'away.name as away_name',
      'home.abbreviation as home_abbreviation',
      'away.abbreviation as away_abbreviation',
      'leagues.time_zone',
    ])
    .where('games.id', '=', gameId)
    .executeTakeFirst();
}

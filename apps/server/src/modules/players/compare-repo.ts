import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Those of the given players who belong to the league, with their teams. */
/** Whether the league exists. */
export async function leagueExists(db: Db, leagueId: number): Promise<boolean> {
  const row = await db.selectFrom('leagues').select('id').where('id', '=', leagueId).executeTakeFirst();
  return row !== undefined;
}

export function playersWithTeams(db: Db, leagueId: number, playerIds: readonly number[]) {
  return db
    .selectFrom('players')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .selectAll('players')
    .select(['teams.name as team_name', 'teams.abbreviation as team_abbreviation'])
    .where('players.league_id', '=', leagueId)
    .where('players.id', 'in', [...playerIds])
    .execute();
}

/** The league's active season, whose stats a comparison shows. */
export function activeSeasonOf(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'start_year'])
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The players' stored summers (JSON PlayerProgression), with the start year of the season each led into. */
export function progressionsOf(db: Db, playerIds: readonly number[]) {
  return db
    .selectFrom('player_progressions as pp')
    .innerJoin('seasons', 'seasons.id', 'pp.season_id')
    .select(['pp.player_id', 'pp.progression', 'seasons.start_year'])
    .where('pp.player_id', 'in', [...playerIds])
    .orderBy('seasons.start_year')
    .execute();
}

/** Players of the league whose name contains the text (any case), best first: a comparison's picker. */
export function searchPlayersByName(db: Db, leagueId: number, text: string, limit: number) {
  // A name's own letters only: LIKE's wildcards are dropped rather than escaped (each database escapes its own way).
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;
  return db
    .selectFrom('players')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.first_name',
      'players.last_name',
      'players.position',
      'players.overall',
      'players.team_id',
      'teams.abbreviation as team_abbreviation',
    ])
    .where('players.league_id', '=', leagueId)
    .where(sql<string>`lower(players.first_name || ' ' || players.last_name)`, 'like', pattern)
    .orderBy('players.overall', 'desc')
    .orderBy('players.last_name')
    .orderBy('players.id')
    .limit(limit)
    .execute();
}

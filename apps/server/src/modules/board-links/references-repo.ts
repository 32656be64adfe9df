import type { Db } from '../../db/schema';

/** The league's games of those ids, with both teams. */
export function findGames(db: Db, input: { leagueId: number; ids: readonly number[] }) {
  if (input.ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('teams as away', 'away.id', 'games.away_team_id')
    .select([
      'games.id',
      'games.status',
      'games.home_score',
      'games.away_score',
      'games.result_type',
      'games.game_date',
      'games.game_type',
      'home.id as home_id',
      'home.name as home_name',
      'home.abbreviation as home_abbrev',
      'away.id as away_id',
      'away.name as away_name',
      'away.abbreviation as away_abbrev',
    ])
    .where('games.league_id', '=', input.leagueId)
    .where('games.id', 'in', input.ids)
    .execute();
}

/** The league's players of those ids, with their team if any. */
export function findPlayers(db: Db, input: { leagueId: number; ids: readonly number[] }) {
  if (input.ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('players')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.first_name',
      'players.last_name',
      'players.position',
      'players.overall',
      'teams.id as team_id',
      'teams.name as team_name',
      'teams.abbreviation as team_abbrev',
    ])
    .where('players.league_id', '=', input.leagueId)
    .where('players.id', 'in', input.ids)
    .execute();
}

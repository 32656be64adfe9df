import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listTeamPlayers(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

export function findPlayerWithTeam(db: Kysely<Database>, leagueId: number, playerId: number) {
  return db
    .selectFrom('players')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .selectAll('players')
    .select(['teams.name as team_name', 'teams.abbreviation as team_abbreviation'])
    .where('players.league_id', '=', leagueId)
    .where('players.id', '=', playerId)
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export function findTeamWithGm(db: Kysely<Database>, leagueId: number, teamId: number) {
  return readingPoint(() =>
    db
      .selectFrom('teams')
      .innerJoin('leagues', 'leagues.id', 'teams.league_id')
      .leftJoin('users', 'users.id', 'teams.gm_user_id')
      .selectAll('teams')
      .select(['users.username as gm_username', 'users.email as gm_email', 'leagues.name as league_name'])
      .where('teams.league_id', '=', leagueId)
      .where('teams.id', '=', teamId)
      .executeTakeFirst(),
  );
}

/** The picks a team owns, its own and others', by year and round; a made pick is no longer one (049). */
export function listDraftPicks(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as original', 'original.id', 'p.original_team_id')
    .select([
      'p.id',
      'p.year',
      'p.round',
      'p.conditions',
      'original.id as original_id',
      'original.name as original_name',
      'original.abbreviation as original_abbreviation',
    ])
    .where('p.owner_team_id', '=', teamId)
    .where('p.player_id', 'is', null)
    .orderBy('p.year')
    .orderBy('p.round')
    .orderBy('p.id')
    .execute();
}

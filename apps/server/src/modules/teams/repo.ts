import type { DepthChartIds } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findTeamWithGm(db: Kysely<Database>, leagueId: number, teamId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('leagues', 'leagues.id', 'teams.league_id')
    .leftJoin('users', 'users.id', 'teams.gm_user_id')
    .selectAll('teams')
    .select(['users.username as gm_username', 'users.email as gm_email', 'leagues.name as league_name'])
    .where('teams.league_id', '=', leagueId)
    .where('teams.id', '=', teamId)
    .executeTakeFirst();
}

export async function findDepthChart(db: Kysely<Database>, teamId: number): Promise<DepthChartIds | null> {
  const row = await db
    .selectFrom('depth_charts')
    .select('chart')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.chart) as DepthChartIds) : null;
}

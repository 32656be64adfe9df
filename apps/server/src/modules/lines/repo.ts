import type { Db } from '../../db/schema';

// The lines page's queries: a team's saved lineup, depth chart and goalie plan.

export function findLineupText(db: Db, teamId: number) {
  return db.selectFrom('lineups').select('lineup').where('team_id', '=', teamId).executeTakeFirst();
}

export async function storeLineup(db: Db, teamId: number, lineup: string, at: string): Promise<void> {
  await db
    .insertInto('lineups')
    .values({ team_id: teamId, lineup, updated_at: at })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ lineup, updated_at: at }))
    .execute();
}

export async function storeDepthChart(db: Db, teamId: number, chart: string, at: string): Promise<void> {
  await db
    .insertInto('depth_charts')
    .values({ team_id: teamId, chart, updated_at: at })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ chart, updated_at: at }))
    .execute();
}

export async function storeGoaliePlan(db: Db, teamId: number, plan: string): Promise<void> {
  await db.updateTable('teams').set({ goalie_plan: plan }).where('id', '=', teamId).execute();
}

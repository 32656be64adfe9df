import type { Db } from '../leagues/repo';

/**
 * The dashboard's Trade Requests: by league, the proposals waiting for an answer from a team the user
 * runs (status 'proposed', his team the partner). His own proposals wait on others, so they don't count.
 */
export async function tradeRequestsByLeague(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trades')
    .innerJoin('teams', 'teams.id', 'trades.partner_team_id')
    .select(['trades.league_id', (eb) => eb.fn.countAll<number | string>().as('requests')])
    .where('teams.gm_user_id', '=', userId)
    .where('trades.status', '=', 'proposed')
    .groupBy('trades.league_id')
    .execute();
  return new Map(rows.map((row) => [row.league_id, Number(row.requests)]));
}

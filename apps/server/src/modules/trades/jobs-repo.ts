import type { Selectable } from 'kysely';
import type { Db, LeaguesTable, TeamsTable } from '../../db/schema';
import type { TradeRow } from './repo';

// The trades' daily work: the leagues and trades due, the AI teams' proposal day, the trade deadline's days.

/** The league's record of the AI proposals' day done: false when it was already that day. */
export async function claimAiProposalDay(db: Db, leagueId: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('leagues')
    .set({ trade_ai_day: day })
    .where('id', '=', leagueId)
    .where((eb) => eb.or([eb('trade_ai_day', 'is', null), eb('trade_ai_day', '!=', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The leagues that set their own trade settings, by id. */
export function leaguesWithTradeSettings(db: Db): Promise<Selectable<LeaguesTable>[]> {
  return db.selectFrom('leagues').selectAll().where('trade_settings', 'is not', null).orderBy('id').execute();
}

/** The league's teams, by id. */
export function teamsOfLeague(db: Db, leagueId: number): Promise<Selectable<TeamsTable>[]> {
  return db.selectFrom('teams').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

/** An AI team's proposal to the team still waiting for its answer, if there is one. */
export function openAiProposalTo(db: Db, teamId: number): Promise<Pick<TradeRow, 'id'> | undefined> {
  return db
    .selectFrom('trades')
    .select('id')
    .where('partner_team_id', '=', teamId)
    .where('status', '=', 'proposed')
    .where('proposed_by_user_id', 'is', null)
    .executeTakeFirst();
}

/** The leagues with a trade proposed or in review, by id. */
export async function leaguesWithOpenTrades(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('trades')
    .select('league_id')
    .distinct()
    .where('status', 'in', ['proposed', 'in_review', 'awaiting_approval'])
    .orderBy('league_id')
    .execute();
  return rows.map((row) => row.league_id);
}

/** The league's proposals past their time and trades whose window ended at `at`, by id. */
export function tradesDue(db: Db, leagueId: number, at: string): Promise<TradeRow[]> {
  return db
    .selectFrom('trades')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'proposed'), eb('expires_at', '<=', at)]),
        eb.and([eb('status', '=', 'in_review'), eb('review_ends_at', '<=', at)]),
        // Nobody could review it (every commissioner a party): approved when its window ends.
        eb.and([eb('status', '=', 'awaiting_approval'), eb('review_ends_at', '<=', at)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The team's proposals waiting for an answer, made or received, by id. */
export function proposalsOfTeam(db: Db, teamId: number): Promise<TradeRow[]> {
  return db
    .selectFrom('trades')
    .selectAll()
    .where('status', '=', 'proposed')
    .where((eb) => eb.or([eb('proposer_team_id', '=', teamId), eb('partner_team_id', '=', teamId)]))
    .orderBy('id')
    .execute();
}

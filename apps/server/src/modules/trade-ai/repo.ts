import type { Position } from '@rinkside/domain';
import type { Db } from '../../db/schema';

export async function activeSeasonId(db: Db, leagueId: number): Promise<number | null> {
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The overall of every active player on a team in the league. */
export function activeRatings(db: Db, leagueId: number) {
  return db
    .selectFrom('players')
    .select(['team_id', 'overall'])
    .where('league_id', '=', leagueId)
    .where('status', '=', 'active')
    .where('team_id', 'is not', null)
    .$narrowType<{ team_id: number }>()
    .execute();
}

/** A team's players under contract (active, minors, injured reserve). */
export function contractedPlayers(db: Db, teamId: number) {
  return db
    .selectFrom('players')
    .select([
      'id',
      'first_name',
      'last_name',
      'position',
      'age',
      'overall',
      'potential',
      'cap_hit',
      'contract_years',
    ])
    .where('team_id', '=', teamId)
    .where('retired_after_season_id', 'is', null)
    .$narrowType<{ position: Position }>()
    .orderBy('id')
    .execute();
}

/** The picks a team owns and may trade: a made pick is not one (docs/decisions/049). */
export function ownedPicks(db: Db, teamId: number) {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.original_team_id')
    .select(['p.id', 'p.year', 'p.round', 'p.original_team_id', 't.name as original_team_name'])
    .where('p.owner_team_id', '=', teamId)
    .where('p.player_id', 'is', null)
    .orderBy('p.year')
    .orderBy('p.round')
    .orderBy('p.id')
    .execute();
}

/** The active season's salary market (docs/decisions/075); 1 before the league has a season. */
export async function activeSalaryMarket(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('seasons')
    .select('salary_market')
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row?.salary_market ?? 1;
}

/** Trades an AI team has agreed: done, or accepted and waiting for review (docs/decisions/094). */
const AGREED = ['completed', 'awaiting_approval', 'in_review'] as const;

/**
 * When each trade between the two teams was agreed, agreed since `since` (ISO); `except`, a trade being
 * agreed now, is not counted.
 */
export async function tradesAgreedBetween(
  db: Db,
  teams: readonly [number, number],
  since: string,
  except?: number,
) {
  const [a, b] = teams;
  let query = db
    .selectFrom('trades')
    .select(['decided_at', 'completed_at'])
    .where('status', 'in', AGREED)
    .where((eb) =>
      eb.or([
        eb.and([eb('proposer_team_id', '=', a), eb('partner_team_id', '=', b)]),
        eb.and([eb('proposer_team_id', '=', b), eb('partner_team_id', '=', a)]),
      ]),
    );
  if (except !== undefined) query = query.where('id', '!=', except);
  const rows = await query.execute();
  return rows.flatMap((r) => {
    const at = r.decided_at ?? r.completed_at;
    return at !== null && at > since ? [at] : [];
  });
}

/** The players and picks a team traded away in trades agreed since `since` (ISO), with when. */
export async function tradedAwaySince(db: Db, teamId: number, since: string) {
  const rows = await db
    .selectFrom('trade_assets as a')
    .innerJoin('trades as t', 't.id', 'a.trade_id')
    .select(['a.player_id', 'a.pick_id', 't.decided_at', 't.completed_at'])
    .where('a.from_team_id', '=', teamId)
    .where('t.status', 'in', AGREED)
    .where((eb) => eb.or([eb('t.decided_at', '>', since), eb('t.completed_at', '>', since)]))
    .execute();
  return rows.flatMap((r): { kind: 'player' | 'pick'; id: number; at: string }[] => {
    const at = r.decided_at ?? r.completed_at ?? since;
    if (r.player_id !== null) return [{ kind: 'player' as const, id: r.player_id, at }];
    if (r.pick_id !== null) return [{ kind: 'pick' as const, id: r.pick_id, at }];
    return [];
  });
}

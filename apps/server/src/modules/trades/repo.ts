import { OPEN_TRADE_STATUSES, type TradeEventKind, type TradeStatus } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import type { TradeAssetsTable, TradesTable } from '../../db/schema-trades';
import type { Db } from '../../db/schema';

export type TradeRow = Selectable<TradesTable>;
export type TradeAssetRow = Selectable<TradeAssetsTable>;

export function findTrade(db: Db, leagueId: number, tradeId: number): Promise<TradeRow | undefined> {
  return db
    .selectFrom('trades')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('id', '=', tradeId)
    .executeTakeFirst();
}

export async function insertTrade(db: Db, row: Insertable<TradesTable>): Promise<number> {
  const { id } = await db.insertInto('trades').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertAssets(db: Db, rows: Insertable<TradeAssetsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('trade_assets').values(rows).execute();
}

export async function insertEvent(
  db: Db,
  event: {
    tradeId: number;
    at: string;
    kind: TradeEventKind;
    teamId?: number | null;
    userId?: number | null;
    text?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('trade_events')
    .values({
      trade_id: event.tradeId,
      at: event.at,
      kind: event.kind,
      team_id: event.teamId ?? null,
      user_id: event.userId ?? null,
      text: event.text ?? null,
    })
    .execute();
}

/**
 * Moves a trade on from the status it was read in; false when another answer or process got there first,
 * so each step happens once.
 */
export async function moveStatus(
  db: Db,
  tradeId: number,
  from: TradeStatus | readonly TradeStatus[],
  set: Partial<
    Pick<
      TradeRow,
      'status' | 'status_reason' | 'counter_id' | 'review_ends_at' | 'completed_at' | 'decided_at'
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('trades')
    .set(set)
    .where('id', '=', tradeId)
    .where('status', 'in', typeof from === 'string' ? [from] : [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A claimed trade that no longer holds: invalid, with the reason, and not completed after all. */
export async function markInvalid(db: Db, tradeId: number, reason: string): Promise<void> {
  await db
    .updateTable('trades')
    .set({ status: 'invalid', status_reason: reason, completed_at: null })
    .where('id', '=', tradeId)
    .execute();
}

export function assetsOf(db: Db, tradeIds: readonly number[]): Promise<TradeAssetRow[]> {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('trade_assets')
    .selectAll()
    .where('trade_id', 'in', [...tradeIds])
    .orderBy('id')
    .execute();
}

/** Open trades other than `tradeId` holding one of the players or picks. */
export function openTradesHolding(
  db: Db,
  tradeId: number,
  assets: { playerIds: readonly number[]; pickIds: readonly number[] },
) {
  return db
    .selectFrom('trades')
    .selectAll()
    .where('id', '!=', tradeId)
    .where('status', 'in', [...OPEN_TRADE_STATUSES])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('trade_assets as a')
          .select('a.id')
          .whereRef('a.trade_id', '=', 'trades.id')
          .where((inner) =>
            inner.or([
              ...(assets.playerIds.length > 0 ? [inner('a.player_id', 'in', [...assets.playerIds])] : []),
              ...(assets.pickIds.length > 0 ? [inner('a.pick_id', 'in', [...assets.pickIds])] : []),
            ]),
          ),
      ),
    )
    .orderBy('id')
    .execute();
}

/** Completed trades between the two teams in the season (either way round). */
export async function countCompletedBetween(
  db: Db,
  seasonId: number,
  teams: readonly [number, number],
  excludeTradeId = 0,
): Promise<number> {
  const [a, b] = teams;
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('season_id', '=', seasonId)
    .where('status', '=', 'completed')
    .where('id', '!=', excludeTradeId)
    .where((eb) =>
      eb.or([
        eb.and([eb('proposer_team_id', '=', a), eb('partner_team_id', '=', b)]),
        eb.and([eb('proposer_team_id', '=', b), eb('partner_team_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Retained-salary charges still running in the season starting in `year`: a team's, or on a player. */
export function runningRetained(db: Db, year: number, by: { teamId?: number; playerId?: number }) {
  let query = db
    .selectFrom('cap_charges')
    .select(['id', 'team_id', 'player_id', 'charge_per_season'])
    .where('kind', '=', 'retained')
    .where((eb) => eb(eb('first_year', '+', eb.ref('seasons')), '>', year));
  if (by.teamId !== undefined) query = query.where('team_id', '=', by.teamId);
  if (by.playerId !== undefined) query = query.where('player_id', '=', by.playerId);
  return query.execute();
}

export function eventsOf(db: Db, tradeId: number) {
  return db
    .selectFrom('trade_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select('u.username')
    .where('e.trade_id', '=', tradeId)
    .orderBy('e.id')
    .execute();
}

export async function countVotes(db: Db, tradeId: number): Promise<number> {
  const row = await db
    .selectFrom('trade_votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('trade_id', '=', tradeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The league's trades matching the filter, newest first. */
export function listTrades(
  db: Db,
  leagueId: number,
  filter: {
    statuses?: readonly TradeStatus[];
    teamId?: number;
    playerId?: number;
    /** Not the commissioner: the done trades, those in a veto window for a GM, and his team's own. */
    viewerTeamId?: number | null;
    limit: number;
  },
) {
  let query = db.selectFrom('trades').selectAll().where('league_id', '=', leagueId);
  const viewer = filter.viewerTeamId;
  if (viewer !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('status', 'in', ['completed', 'reversed']),
        ...(viewer === null
          ? []
          : [
              eb('status', '=', 'in_review'),
              eb('proposer_team_id', '=', viewer),
              eb('partner_team_id', '=', viewer),
            ]),
      ]),
    );
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
  const { teamId, playerId } = filter;
  if (teamId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('proposer_team_id', '=', teamId), eb('partner_team_id', '=', teamId)]),
    );
  if (playerId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('trade_assets as a')
          .select('a.id')
          .whereRef('a.trade_id', '=', 'trades.id')
          .where('a.player_id', '=', playerId),
      ),
    );
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

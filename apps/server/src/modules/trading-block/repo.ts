import type { Position } from '@rinkside/domain';
import type { Db } from '../../db/schema';

/** Where to look for listed players: one team's block, or the league's (optionally one team's there). */
export interface BlockScope {
  leagueId: number;
  teamId?: number;
  /** Positions to keep (C, LW, RW, D, G); every position when absent. */
  positions?: readonly Position[];
}

/**
 * The players on trading blocks, each with his team. A player who left his team (traded, released,
 * retired, claimed) drops off by this read: only rows whose player still plays for the row's team count.
 */
export function listBlockEntries(db: Db, scope: BlockScope) {
  let query = db
    .selectFrom('trading_block as b')
    .innerJoin('players as p', (join) =>
      join.onRef('p.id', '=', 'b.player_id').onRef('p.team_id', '=', 'b.team_id'),
    )
    .innerJoin('teams as t', 't.id', 'b.team_id')
    .select([
      'b.note',
      'b.listed_at',
      'p.id as player_id',
      'p.first_name',
      'p.last_name',
      'p.position',
      'p.age',
      'p.overall',
      'p.cap_hit',
      'p.contract_years',
      't.id as team_id',
      't.name as team_name',
      't.abbreviation as team_abbrev',
    ])
    .where('b.league_id', '=', scope.leagueId)
    .where('p.retired_after_season_id', 'is', null)
    .where('p.status', '!=', 'prospect');
  if (scope.teamId !== undefined) query = query.where('b.team_id', '=', scope.teamId);
  if (scope.positions !== undefined) query = query.where('p.position', 'in', [...scope.positions]);
  return query.orderBy('b.listed_at', 'desc').orderBy('p.id').execute();
}
export type BlockEntryRow = Awaited<ReturnType<typeof listBlockEntries>>[number];

/** The league's teams whose GM said what they are looking for. */
export function listLookingFor(db: Db, leagueId: number, teamId?: number) {
  let query = db
    .selectFrom('teams')
    .select(['id', 'name', 'abbreviation', 'trade_looking_for'])
    .where('league_id', '=', leagueId)
    .where('trade_looking_for', 'is not', null);
  if (teamId !== undefined) query = query.where('id', '=', teamId);
  return query.orderBy('name').execute();
}

/** The players a block names, as they stand now (on whichever team, retired or not), to check each. */
export function findPlayers(db: Db, leagueId: number, playerIds: readonly number[]) {
  if (playerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'team_id', 'status', 'retired_after_season_id'])
    .where('league_id', '=', leagueId)
    .where('id', 'in', [...playerIds])
    .execute();
}

/** When each player on the team's block was listed, so a player kept on it keeps his date. */
export async function listedAt(db: Db, teamId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('trading_block')
    .select(['player_id', 'listed_at'])
    .where('team_id', '=', teamId)
    .execute();
  return new Map(rows.map((row) => [row.player_id, row.listed_at]));
}

/** Replaces the team's whole block and what it is looking for. */
export async function replaceBlock(
  db: Db,
  block: {
    leagueId: number;
    teamId: number;
    lookingFor: string | null;
    rows: { playerId: number; note: string | null; listedAt: string }[];
  },
): Promise<void> {
  await db.deleteFrom('trading_block').where('team_id', '=', block.teamId).execute();
  if (block.rows.length > 0)
    await db
      .insertInto('trading_block')
      .values(
        block.rows.map((row) => ({
          league_id: block.leagueId,
          team_id: block.teamId,
          player_id: row.playerId,
          note: row.note,
          listed_at: row.listedAt,
        })),
      )
      .execute();
  await db
    .updateTable('teams')
    .set({ trade_looking_for: block.lookingFor })
    .where('id', '=', block.teamId)
    .execute();
}

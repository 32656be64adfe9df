import type { Buyout } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { lockTeams } from '../../db/lock-order';
import type { RosterTransactionsTable } from '../../db/schema-contracts';
import type { Db } from '../leagues/repo';

/** The players under contract with a team: everyone on it but its unsigned prospects and the retired. */
export function listContractPlayers(db: Db, teamId: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('status', '!=', 'prospect')
    .where('retired_after_season_id', 'is', null)
    .orderBy('cap_hit', 'desc')
    .orderBy('id')
    .execute();
}

export type ContractPlayerRow = Awaited<ReturnType<typeof listContractPlayers>>[number];

/** Games each player has played in the league, playoffs included (a goalie's: the games he played in goal). */
export async function leagueGames(db: Db, playerIds: readonly number[]): Promise<Map<number, number>> {
  const games = new Map<number, number>();
  if (playerIds.length === 0) return games;
  const count = async (table: 'player_game_stats' | 'goalie_game_stats') =>
    db
      .selectFrom(table)
      .select(['player_id', (eb) => eb.fn.countAll<number>().as('games')])
      .where('player_id', 'in', [...playerIds])
      .groupBy('player_id')
      .execute();
  for (const row of [...(await count('player_game_stats')), ...(await count('goalie_game_stats'))])
    games.set(row.player_id, (games.get(row.player_id) ?? 0) + Number(row.games));
  return games;
}

/** A team's cap charges still running in the season starting in `year` or later. */
export function listCapCharges(db: Db, teamId: number, year: number) {
  return db
    .selectFrom('cap_charges')
    .leftJoin('players', 'players.id', 'cap_charges.player_id')
    .select([
      'cap_charges.id',
      'cap_charges.player_id',
      'cap_charges.kind',
      'cap_charges.first_year',
      'cap_charges.seasons',
      'cap_charges.charge_per_season',
      'players.first_name',
      'players.last_name',
    ])
    .where('cap_charges.team_id', '=', teamId)
    .where((eb) => eb(eb('cap_charges.first_year', '+', eb.ref('cap_charges.seasons')), '>', year))
    .orderBy('cap_charges.id')
    .execute();
}

export type CapChargeRow = Awaited<ReturnType<typeof listCapCharges>>[number];

/**
 * Holds the team's row until the transaction ends (PostgreSQL), so two moves for one team take turns. A
 * transaction over several teams locks them all at once through `lockTeams` (docs/decisions/062).
 */
export async function lockTeam(db: Db, kind: DatabaseKind, teamId: number): Promise<void> {
  await lockTeams(db, kind, [teamId]);
}

export async function insertTransaction(db: Db, row: Insertable<RosterTransactionsTable>): Promise<number> {
  const { id } = await db
    .insertInto('roster_transactions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function listTransactions(
  db: Db,
  leagueId: number,
  page: { teamId?: number; before?: number; limit: number },
) {
  let query = db
    .selectFrom('roster_transactions as t')
    .leftJoin('teams', 'teams.id', 't.team_id')
    .leftJoin('players', 'players.id', 't.player_id')
    .select([
      't.id',
      't.kind',
      't.team_id',
      't.player_id',
      't.detail',
      't.created_at',
      'teams.name as team_name',
      'players.first_name',
      'players.last_name',
    ])
    .where('t.league_id', '=', leagueId)
    .orderBy('t.id', 'desc')
    .limit(page.limit);
  if (page.teamId !== undefined) query = query.where('t.team_id', '=', page.teamId);
  if (page.before !== undefined) query = query.where('t.id', '<', page.before);
  return query.execute();
}

export type TransactionRow = Awaited<ReturnType<typeof listTransactions>>[number];

/** Charges a buy-out to the team's cap from the season starting in `year`. */
export async function insertBuyout(
  db: Db,
  charge: { leagueId: number; teamId: number; playerId: number; year: number; buyout: Buyout; at: string },
): Promise<void> {
  await db
    .insertInto('cap_charges')
    .values({
      league_id: charge.leagueId,
      team_id: charge.teamId,
      player_id: charge.playerId,
      kind: 'buyout',
      first_year: charge.year,
      seasons: charge.buyout.seasons,
      charge_per_season: charge.buyout.capChargePerSeason,
      created_at: charge.at,
    })
    .execute();
}

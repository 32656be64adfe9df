import type { Insertable, Selectable } from 'kysely';
import type { Db, DraftPicksTable, PlayersTable, TeamsTable } from '../../db/schema';
import type { TradeEventsTable, TradeVotesTable } from '../../db/schema-trades';

// What a trade is shown and reviewed with: its teams, players and picks, the veto votes, its parties.

type TeamRow = Selectable<TeamsTable>;

/** A pick as a trade shows it, with the team it first belonged to. */
export interface ShownPickRow extends Pick<Selectable<DraftPicksTable>, 'id' | 'year' | 'round'> {
  team_id: number;
  name: string;
  abbreviation: string;
}

export function teamsByIds(db: Db, teamIds: readonly number[]): Promise<TeamRow[]> {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('id', 'in', [...teamIds])
    .execute();
}

export function teamById(db: Db, teamId: number): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

export function playersByIds(db: Db, playerIds: readonly number[]): Promise<Selectable<PlayersTable>[]> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('id', 'in', [...playerIds])
    .execute();
}

export function shownPicks(db: Db, pickIds: readonly number[]): Promise<ShownPickRow[]> {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.original_team_id')
    .select(['p.id', 'p.year', 'p.round', 't.id as team_id', 't.name', 't.abbreviation'])
    .where('p.id', 'in', [...pickIds])
    .execute();
}

/** The league's teams a person runs, other than the given ones. */
export async function countGmTeamsBesides(
  db: Db,
  leagueId: number,
  besides: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .where('gm_user_id', 'is not', null)
    .where('id', 'not in', [...besides])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The team's veto vote on the trade, if it cast one. */
export function voteOfTeam(
  db: Db,
  tradeId: number,
  teamId: number,
): Promise<Pick<Selectable<TradeVotesTable>, 'team_id'> | undefined> {
  return db
    .selectFrom('trade_votes')
    .select('team_id')
    .where('trade_id', '=', tradeId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

/** A team's veto vote; a second one of the same team breaks the table's unique key. */
export async function insertVote(db: Db, vote: Insertable<TradeVotesTable>): Promise<void> {
  await db.insertInto('trade_votes').values(vote).execute();
}

/** The GMs of the teams (null for an AI team). */
export function gmsOfTeams(db: Db, teamIds: readonly number[]): Promise<Pick<TeamRow, 'gm_user_id'>[]> {
  return db
    .selectFrom('teams')
    .select('gm_user_id')
    .where('id', 'in', [...teamIds])
    .execute();
}

/** Who accepted the trade, once a row for each acceptance in its thread. */
export function acceptersOf(
  db: Db,
  tradeId: number,
): Promise<Pick<Selectable<TradeEventsTable>, 'user_id'>[]> {
  return db
    .selectFrom('trade_events')
    .select('user_id')
    .where('trade_id', '=', tradeId)
    .where('kind', '=', 'accepted')
    .execute();
}

import type { Buyout } from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { lockTeams } from '../../db/lock-order';
import type { Db, PlayersTable } from '../../db/schema';
import type { RosterTransactionsTable } from '../../db/schema-contracts';

/** Players under contract: everyone on a team but its unsigned prospects and the retired, dearest first. */
function contractPlayers(db: Db) {
  return db
    .selectFrom('players')
    .where('status', '!=', 'prospect')
    .where('retired_after_season_id', 'is', null)
    .orderBy('cap_hit', 'desc')
    .orderBy('id');
}

/** The players under contract with a team. */
export function listContractPlayers(db: Db, teamId: number) {
  return contractPlayers(db).selectAll().where('team_id', '=', teamId).execute();
}

/** What each team of the league's players under contract count against its cap, in one read. */
export function listLeagueContracts(db: Db, leagueId: number) {
  return contractPlayers(db)
    .select(['team_id', 'status', 'cap_hit', 'contract_years', 'extension_cap_hit', 'extension_years'])
    .where('league_id', '=', leagueId)
    .where('team_id', 'is not', null)
    .execute();
}

export type ContractPlayerRow = Awaited<ReturnType<typeof listContractPlayers>>[number];

/** A player's games in the league: in all (playoffs included), and in each regular season. */
export interface LeagueCareer {
  /** Every game he played (a goalie's: in goal), regular season and playoffs: waivers count them all. */
  games: number;
  /** His regular-season games in each league season he played in, for the seasons he accrued. */
  seasonGames: number[];
}

/** Each player's games in the league, from the box scores; a player without one is absent. */
export async function leagueCareers(
  db: Db,
  playerIds: readonly number[],
): Promise<Map<number, LeagueCareer>> {
  const careers = new Map<number, { games: number; seasons: Map<number, number> }>();
  if (playerIds.length === 0) return new Map();
  const ids = [...playerIds];
  const [skaters, goalies] = await Promise.all([
    db
      .selectFrom('player_game_stats as s')
      .innerJoin('games', 'games.id', 's.game_id')
      .select(['s.player_id', 's.season_id', 'games.game_type', (eb) => eb.fn.countAll<number>().as('games')])
      .where('s.player_id', 'in', ids)
      .groupBy(['s.player_id', 's.season_id', 'games.game_type'])
      .execute(),
    db
      .selectFrom('goalie_game_stats as s')
      .innerJoin('games', 'games.id', 's.game_id')
      .select(['s.player_id', 's.season_id', 'games.game_type', (eb) => eb.fn.countAll<number>().as('games')])
      .where('s.player_id', 'in', ids)
      .groupBy(['s.player_id', 's.season_id', 'games.game_type'])
      .execute(),
  ]);
  for (const row of [...skaters, ...goalies]) {
    const career = careers.get(row.player_id) ?? { games: 0, seasons: new Map<number, number>() };
    const games = Number(row.games);
    career.games += games;
    if (row.game_type === 'regular')
      career.seasons.set(row.season_id, (career.seasons.get(row.season_id) ?? 0) + games);
    careers.set(row.player_id, career);
  }
  return new Map(
    [...careers].map(([id, c]) => [id, { games: c.games, seasonGames: [...c.seasons.values()] }]),
  );
}

/** Cap charges still running in the season starting in `year` or later, in the order they were made. */
function capCharges(db: Db, year: number) {
  return db
    .selectFrom('cap_charges')
    .leftJoin('players', 'players.id', 'cap_charges.player_id')
    .select([
      'cap_charges.id',
      'cap_charges.team_id',
      'cap_charges.player_id',
      'cap_charges.kind',
      'cap_charges.first_year',
      'cap_charges.seasons',
      'cap_charges.charge_per_season',
      'players.first_name',
      'players.last_name',
    ])
    .where((eb) => eb(eb('cap_charges.first_year', '+', eb.ref('cap_charges.seasons')), '>', year))
    .orderBy('cap_charges.id');
}

/** A team's cap charges still running in the season starting in `year` or later. */
export function listCapCharges(db: Db, teamId: number, year: number) {
  return capCharges(db, year).where('cap_charges.team_id', '=', teamId).execute();
}

/** The cap charges of each team of the league still running in the season starting in `year` or later. */
export function listLeagueCapCharges(db: Db, leagueId: number, year: number) {
  return capCharges(db, year)
    .where('cap_charges.team_id', 'in', (eb) =>
      eb.selectFrom('teams').select('teams.id').where('teams.league_id', '=', leagueId),
    )
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

/**
 * The league's transaction log after the line `before` (an id) in its order, newest first by league time
 * (docs/decisions/079); or the one line `id`.
 */
export async function listTransactions(
  db: Db,
  leagueId: number,
  page: { teamId?: number; before?: number; id?: number; limit: number },
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
      't.league_at',
      'teams.name as team_name',
      'players.first_name',
      'players.last_name',
    ])
    .where('t.league_id', '=', leagueId)
    .orderBy('t.league_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit);
  if (page.teamId !== undefined) query = query.where('t.team_id', '=', page.teamId);
  if (page.id !== undefined) query = query.where('t.id', '=', page.id);
  if (page.before !== undefined) {
    const cursor = await db
      .selectFrom('roster_transactions')
      .select(['id', 'league_at'])
      .where('id', '=', page.before)
      .where('league_id', '=', leagueId)
      .executeTakeFirst();
    if (cursor === undefined) return [];
    query = query.where((eb) =>
      eb.or([
        eb('t.league_at', '<', cursor.league_at),
        eb.and([eb('t.league_at', '=', cursor.league_at), eb('t.id', '<', cursor.id)]),
      ]),
    );
  }
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

/** The league's moves onto and off injured reserve, in the order the log has them. */
export function injuredReserveMoves(
  db: Db,
  leagueId: number,
): Promise<Pick<Selectable<RosterTransactionsTable>, 'player_id' | 'kind'>[]> {
  return db
    .selectFrom('roster_transactions')
    .select(['player_id', 'kind'])
    .where('league_id', '=', leagueId)
    .where('kind', 'in', ['injuredReserve', 'activate'])
    .orderBy('id')
    .execute();
}

/** The jersey numbers the team's players wear. */
export function jerseyNumbersOfTeam(
  db: Db,
  teamId: number,
): Promise<Pick<Selectable<PlayersTable>, 'jersey_number'>[]> {
  return db.selectFrom('players').select('jersey_number').where('team_id', '=', teamId).execute();
}

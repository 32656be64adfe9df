import type { Position } from '@rinkside/domain';
import type { Db } from '../../db/schema';

/**
 * The league's free agents: players without a team who have not retired, best first. The draft class
 * (status 'draft') is not free to sign (docs/decisions/049).
 */
export function listFreeAgents(db: Db, leagueId: number) {
  return db
    .selectFrom('players as p')
    .leftJoin('teams as t', 't.id', 'p.last_team_id')
    .selectAll('p')
    .select('t.name as last_team_name')
    .where('p.league_id', '=', leagueId)
    .where('p.team_id', 'is', null)
    .where('p.retired_after_season_id', 'is', null)
    .where('p.status', '!=', 'draft')
    .orderBy('p.overall', 'desc')
    .orderBy('p.id')
    .execute();
}

export type FreeAgentRow = Awaited<ReturnType<typeof listFreeAgents>>[number];

/** Offers with their player and team, newest first; open ones first. */
export function listOffers(db: Db, leagueId: number, filter: { teamId?: number; offerId?: number }) {
  let query = db
    .selectFrom('contract_offers as o')
    .innerJoin('players as p', 'p.id', 'o.player_id')
    .innerJoin('teams as t', 't.id', 'o.team_id')
    .selectAll('o')
    .select(['p.first_name', 'p.last_name', 'p.position', 't.name as team_name'])
    .where('o.league_id', '=', leagueId)
    .orderBy((eb) => eb.case().when('o.state', '=', 'open').then(0).else(1).end())
    .orderBy('o.id', 'desc')
    .limit(200);
  if (filter.teamId !== undefined) query = query.where('o.team_id', '=', filter.teamId);
  if (filter.offerId !== undefined) query = query.where('o.id', '=', filter.offerId);
  return query.execute();
}

export type OfferRow = Awaited<ReturnType<typeof listOffers>>[number];

/** The ratings of each team's players at a position, under contract: where a free agent would rank. */
export async function teammateRatings(
  db: Db,
  teamIds: readonly number[],
  position: Position,
): Promise<Map<number, number[]>> {
  const rows =
    teamIds.length === 0
      ? []
      : await db
          .selectFrom('players')
          .select(['team_id', 'overall'])
          .where('team_id', 'in', [...teamIds])
          .where('position', '=', position)
          .where('status', '!=', 'prospect')
          .execute();
  const ratings = new Map<number, number[]>();
  for (const row of rows)
    if (row.team_id !== null) ratings.set(row.team_id, [...(ratings.get(row.team_id) ?? []), row.overall]);
  return ratings;
}

/** A player, by id (throws when there is none). */
export function playerById(db: Db, playerId: number) {
  return db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirstOrThrow();
}

/** A player of the league, or undefined. */
export function findPlayerInLeague(db: Db, leagueId: number, playerId: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', playerId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
}

/** The league's free agents, counted as `listFreeAgents` lists them. */
export async function countFreeAgents(db: Db, leagueId: number): Promise<number> {
  const free = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .where('team_id', 'is', null)
    .where('retired_after_season_id', 'is', null)
    .where('status', '!=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(free.n);
}

/** The teams with these ids (a non-empty list). */
export function listTeamsByIds(db: Db, teamIds: readonly number[]) {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('id', 'in', [...teamIds])
    .execute();
}

/** A team, by id, or undefined. */
export function findTeamById(db: Db, teamId: number) {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

/** The league's teams, ids ascending. */
export function listLeagueTeams(db: Db, leagueId: number) {
  return db.selectFrom('teams').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

/** The ids of the league's teams without a GM, ascending. */
export function listAiTeams(db: Db, leagueId: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('league_id', '=', leagueId)
    .where('gm_user_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks the season's free agency opened, once; false when it already was. */
export async function markFreeAgencyOpened(db: Db, seasonId: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('seasons')
    .set({ free_agency_opened_at: at })
    .where('id', '=', seasonId)
    .where('free_agency_opened_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** Moves the season's AI offer rounds up to `round`, once; false when it was there already. */
export async function markAiRound(db: Db, seasonId: number, round: number): Promise<boolean> {
  const marked = await db
    .updateTable('seasons')
    .set({ free_agency_ai_rounds: round })
    .where('id', '=', seasonId)
    .where('free_agency_ai_rounds', '<', round)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** The league day of the season's last final game (the final, in a season with playoffs). */
export async function finalDay(db: Db, seasonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('game_date').as('day'))
    .where('season_id', '=', seasonId)
    .where('status', '=', 'final')
    .executeTakeFirst();
  return row?.day ?? null;
}

/** Every open league in its offseason, or with offers open, ids ascending. */
export async function leaguesWithFreeAgencyDue(db: Db): Promise<number[]> {
  const leagues = await db
    .selectFrom('leagues')
    .select('id')
    .where('closed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('seasons')
            .select('seasons.id')
            .whereRef('seasons.league_id', '=', 'leagues.id')
            .where('seasons.active', '=', 1)
            .where('seasons.phase', '=', 'offseason'),
        ),
        eb.exists(
          eb
            .selectFrom('contract_offers')
            .select('contract_offers.id')
            .whereRef('contract_offers.league_id', '=', 'leagues.id')
            .where('contract_offers.state', '=', 'open'),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
  return leagues.map((league) => league.id);
}

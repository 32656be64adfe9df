import type { Db } from '../leagues/repo';

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

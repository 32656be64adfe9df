import type { Db } from '../../db/schema';

/**
 * Drafted players whose rights a team holds, unsigned (status 'prospect' with a made pick), with the
 * pick that took them; all of the league's when no team is given.
 */
export function listHeldRights(db: Db, leagueId: number, teamId?: number) {
  let query = db
    .selectFrom('players as p')
    .innerJoin('draft_picks as d', 'd.player_id', 'p.id')
    .select([
      'p.id',
      'p.first_name',
      'p.last_name',
      'p.position',
      'p.age',
      'p.overall',
      'p.potential',
      'p.team_id',
      'd.year',
      'd.round',
      'd.overall as pick_overall',
    ])
    .where('p.league_id', '=', leagueId)
    .where('p.status', '=', 'prospect')
    .where('p.team_id', 'is not', null)
    .where('p.retired_after_season_id', 'is', null);
  if (teamId !== undefined) query = query.where('p.team_id', '=', teamId);
  return query.orderBy('d.year').orderBy('d.overall').orderBy('p.id').execute();
}

export type HeldRightsRow = Awaited<ReturnType<typeof listHeldRights>>[number];

/** The drafted player, unsigned, with his pick; undefined when he is not one. */
export async function findHeldRights(db: Db, leagueId: number, playerId: number) {
  const rows = await db
    .selectFrom('players as p')
    .innerJoin('draft_picks as d', 'd.player_id', 'p.id')
    .select(['p.id', 'p.status', 'p.team_id', 'p.age', 'd.year', 'd.round'])
    .where('p.league_id', '=', leagueId)
    .where('p.id', '=', playerId)
    .where('p.retired_after_season_id', 'is', null)
    .execute();
  return rows[0];
}

/** A player of the league with the team that holds him and its GM; undefined when there is none. */
export function findPlayerWithTeam(db: Db, leagueId: number, playerId: number) {
  return db
    .selectFrom('players as p')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.team_id', 't.name as team_name', 't.gm_user_id'])
    .where('p.league_id', '=', leagueId)
    .where('p.id', '=', playerId)
    .executeTakeFirst();
}

/** The team when it is one of the league's; undefined otherwise. */
export function findTeamOfLeague(
  db: Db,
  leagueId: number,
  teamId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('teams')
    .select('id')
    .where('id', '=', teamId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
}

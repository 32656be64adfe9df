import type { Db } from '../../db/schema';

/** The made picks that took these players, with the team that made each and its draft's season. */
export function listPicksOfPlayers(db: Db, leagueId: number, playerIds: readonly number[]) {
  return db
    .selectFrom('draft_picks as k')
    .innerJoin('teams as t', 't.id', 'k.owner_team_id')
    .leftJoin('drafts as d', (join) =>
      join.onRef('d.league_id', '=', 'k.league_id').onRef('d.year', '=', 'k.year'),
    )
    .select(['k.player_id', 'k.year', 'k.round', 'k.overall', 't.id as team_id', 't.name', 't.abbreviation'])
    .select('d.season_id')
    .where('k.league_id', '=', leagueId)
    .where('k.player_id', 'in', [...playerIds])
    .where('k.overall', 'is not', null)
    .execute();
}

/** The overall of every pick of these years' drafts, by round: where each round starts. */
export function listOverallsOfYears(db: Db, leagueId: number, years: readonly number[]) {
  return db
    .selectFrom('draft_picks')
    .select(['year', 'round', 'overall'])
    .where('league_id', '=', leagueId)
    .where('year', 'in', [...years])
    .where('overall', 'is not', null)
    .execute();
}

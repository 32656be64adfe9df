import type { Db } from '../../db/schema';

export function listSeasons(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'name', 'start_year', 'phase', 'active', 'champion_team_id'])
    .where('league_id', '=', leagueId)
    .orderBy('start_year', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type SeasonRow = Awaited<ReturnType<typeof listSeasons>>[number];

/** Each season's final: the last round's decided series, with both teams. */
export function listFinals(db: Db, seasonIds: number[]) {
  if (seasonIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('playoff_series as s')
    .select(['s.season_id', 's.round', 's.high_team_id', 's.low_team_id', 's.winner_team_id'])
    .where('s.season_id', 'in', seasonIds)
    .where('s.winner_team_id', 'is not', null)
    .where(({ eb, selectFrom }) =>
      eb(
        's.round',
        '=',
        selectFrom('playoff_series as r')
          .select((inner) => inner.fn.max('r.round').as('last'))
          .whereRef('r.season_id', '=', 's.season_id'),
      ),
    )
    .execute();
}

/** Every final regular-season game of the seasons, for their records. */
export function regularSeasonResults(db: Db, seasonIds: number[]) {
  if (seasonIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('games')
    .select([
      'season_id',
      'home_team_id',
      'away_team_id',
      'start_at',
      'status',
      'home_score',
      'away_score',
      'result_type',
    ])
    .where('season_id', 'in', seasonIds)
    .where('game_type', '=', 'regular')
    .where('status', '=', 'final')
    .execute();
}

export function listTeams(db: Db, leagueId: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'abbreviation', 'conference', 'division'])
    .where('league_id', '=', leagueId)
    .execute();
}

/** Each team's record of the seasons as a league file carried it (docs/decisions/085): seasons played elsewhere. */
export function importedTeamRecords(db: Db, seasonIds: number[]) {
  if (seasonIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('imported_team_seasons')
    .select([
      'season_id',
      'team_id',
      'games_played',
      'wins',
      'losses',
      'ot_losses',
      'ties',
      'goals_for',
      'goals_against',
    ])
    .where('season_id', 'in', seasonIds)
    .execute();
}

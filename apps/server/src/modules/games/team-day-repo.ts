import type { Db } from '../../db/schema';

/** The teams by id and name. */
export function listTeamNames(db: Db, teamIds: number[]): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute();
}

/** The league's games on the day in which one of the teams plays, home or away. */
export function listGamesOfTeamsOn(
  db: Db,
  game: { leagueId: number; day: string },
  teamIds: number[],
): Promise<{ home_team_id: number; away_team_id: number }[]> {
  return db
    .selectFrom('games')
    .select(['home_team_id', 'away_team_id'])
    .where('league_id', '=', game.leagueId)
    .where('game_date', '=', game.day)
    .where((eb) => eb.or([eb('home_team_id', 'in', teamIds), eb('away_team_id', 'in', teamIds)]))
    .execute();
}

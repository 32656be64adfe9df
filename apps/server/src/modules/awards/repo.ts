import type { Db } from '../../db/schema';

/** The season the awards are for: its league's active season's start year tells how old each player was. */
export async function awardSeason(db: Db, leagueId: number, seasonId: number) {
  const [season, active, earlier] = await Promise.all([
    db
      .selectFrom('seasons')
      .select(['start_year', 'champion_team_id'])
      .where('id', '=', seasonId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('seasons')
      .select('start_year')
      .where('league_id', '=', leagueId)
      .where('active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('seasons')
      .select((eb) => eb.fn.countAll<number>().as('seasons'))
      .where('league_id', '=', leagueId)
      .where('id', '<', seasonId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    startYear: season.start_year,
    championTeamId: season.champion_team_id,
    /** Summers between the season and today: a player's age then is his age now less these. */
    yearsSince: (active?.start_year ?? season.start_year) - season.start_year,
    isLeagueFirstSeason: Number(earlier.seasons) === 0,
  };
}

/** Every player of the league with his name and age now. */
export function leaguePlayers(db: Db, leagueId: number) {
  return db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'age'])
    .where('league_id', '=', leagueId)
    .execute();
}

/**
 * Regular-season games each player played in each of the league's seasons before `seasonId`, skaters
 * and goalies alike (a goalie counts a game he was in net for).
 */
export async function earlierSeasonGames(db: Db, leagueId: number, seasonId: number) {
  const skaters = db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select((eb) => ['s.player_id', 's.season_id', eb.fn.countAll<number>().as('games')])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', 'regular')
    // Through the earlier seasons' games (`games_season`): the rows have no index by season (065).
    .where('g.season_id', '<', seasonId)
    .where('s.season_id', '<', seasonId)
    .groupBy(['s.player_id', 's.season_id']);
  const goalies = db
    .selectFrom('goalie_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select((eb) => ['s.player_id', 's.season_id', eb.fn.countAll<number>().as('games')])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', 'regular')
    .where('s.season_id', '<', seasonId)
    .where('s.toi', '>', 0)
    .groupBy(['s.player_id', 's.season_id']);
  const rows = [...(await skaters.execute()), ...(await goalies.execute())];
  const bySeason = new Map<string, { playerId: number; games: number }>();
  for (const row of rows) {
    const key = `${row.player_id}:${row.season_id}`;
    const seen = bySeason.get(key)?.games ?? 0;
    bySeason.set(key, { playerId: row.player_id, games: Math.max(seen, Number(row.games)) });
  }
  const careers = new Map<number, number[]>();
  for (const { playerId, games } of bySeason.values())
    careers.set(playerId, [...(careers.get(playerId) ?? []), games]);
  return careers;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The single-game records' reads: the best games of a stat, for skaters, goalies and teams.

type Db = Kysely<Database>;
type GameType = 'regular' | 'playoff';

/** A single-game skater stat of player_game_stats a record can be of. */
export type SkaterGameStat = 'goals' | 'assists' | 'plus_minus' | 'pim' | 'pp_goals' | 'shots';

/** The best single games of a skater stat (or goals + assists), earliest first among equals. */
export function bestSkaterGames(
  db: Db,
  leagueId: number,
  gameType: GameType,
  stat: SkaterGameStat | 'points',
  limit: number,
) {
  return db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('teams as o', (join) =>
      join.on((eb) =>
        eb.and([
          eb('o.id', '<>', eb.ref('s.team_id')),
          eb.or([eb('o.id', '=', eb.ref('g.home_team_id')), eb('o.id', '=', eb.ref('g.away_team_id'))]),
        ]),
      ),
    )
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select((eb) => [
      's.player_id',
      'p.first_name',
      'p.last_name',
      's.team_id',
      't.name as team_name',
      'o.name as opponent_name',
      's.season_id',
      'se.name as season_name',
      'g.id as game_id',
      'g.start_at',
      (stat === 'points' ? eb('s.goals', '+', eb.ref('s.assists')) : eb.ref(`s.${stat}`)).as('value'),
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .orderBy('value', 'desc')
    .orderBy('g.start_at')
    .orderBy('g.id')
    .orderBy('s.player_id')
    .limit(limit)
    .execute();
}

/** The most saves a goalie made in one game, earliest first among equals. */
export function bestGoalieGames(db: Db, leagueId: number, gameType: GameType, limit: number) {
  return db
    .selectFrom('goalie_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('teams as o', (join) =>
      join.on((eb) =>
        eb.and([
          eb('o.id', '<>', eb.ref('s.team_id')),
          eb.or([eb('o.id', '=', eb.ref('g.home_team_id')), eb('o.id', '=', eb.ref('g.away_team_id'))]),
        ]),
      ),
    )
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select([
      's.player_id',
      'p.first_name',
      'p.last_name',
      's.team_id',
      't.name as team_name',
      'o.name as opponent_name',
      's.season_id',
      'se.name as season_name',
      'g.id as game_id',
      'g.start_at',
      's.saves as value',
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .orderBy('value', 'desc')
    .orderBy('g.start_at')
    .orderBy('g.id')
    .orderBy('s.player_id')
    .limit(limit)
    .execute();
}

/** A team's best single games: by goals scored, or by its margin of victory. */
export function bestTeamGames(
  db: Db,
  leagueId: number,
  gameType: GameType,
  by: 'goals' | 'margin',
  limit: number,
) {
  return db
    .selectFrom('team_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('teams as o', (join) =>
      join.on((eb) =>
        eb.and([
          eb('o.id', '<>', eb.ref('s.team_id')),
          eb.or([eb('o.id', '=', eb.ref('g.home_team_id')), eb('o.id', '=', eb.ref('g.away_team_id'))]),
        ]),
      ),
    )
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select((eb) => [
      's.team_id',
      't.name as team_name',
      'o.name as opponent_name',
      's.season_id',
      'se.name as season_name',
      'g.id as game_id',
      'g.start_at',
      (by === 'goals' ? eb.ref('s.goals') : eb('s.goals', '-', eb.ref('s.goals_against'))).as('value'),
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .$if(by === 'margin', (q) => q.where('s.result', '=', 'W'))
    .orderBy('value', 'desc')
    .orderBy('g.start_at')
    .orderBy('g.id')
    .orderBy('s.team_id')
    .limit(limit)
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
type GameType = 'regular' | 'playoff';

/** Who a line from the played games belongs to: the player, his team and the season. */
const LINE_OWNER = [
  's.player_id',
  'p.first_name',
  'p.last_name',
  's.team_id',
  't.name as team_name',
  's.season_id',
  'se.name as season_name',
  'se.start_year',
] as const;
/** The same, as the lines are grouped. */
const LINE_GROUP = [
  's.player_id',
  'p.first_name',
  'p.last_name',
  's.team_id',
  't.name',
  's.season_id',
  'se.name',
  'se.start_year',
] as const;

/**
 * What changes whenever a game of the league is stored: the count and time of its latest final. Records
 * are cached against it (docs/decisions/089), so a read between games costs this one query.
 */
export async function leagueResultsVersion(db: Db, leagueId: number): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select((eb) => [eb.fn.countAll<number>().as('finals'), eb.fn.max('simulated_at').as('latest')])
    .where('league_id', '=', leagueId)
    .where('status', '=', 'final')
    .executeTakeFirst();
  return `${row?.finals ?? 0}:${row?.latest ?? ''}`;
}

/** A skater's sums for one team in one season, from the played games. */
export function skaterSeasonLines(db: Db, leagueId: number, gameType: GameType) {
  return db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select((eb) => [
      ...LINE_OWNER,
      eb.fn.countAll<number>().as('games'),
      eb.fn.sum<number>('s.goals').as('goals'),
      eb.fn.sum<number>('s.assists').as('assists'),
      eb.fn.sum<number>('s.plus_minus').as('plus_minus'),
      eb.fn.sum<number>('s.pim').as('pim'),
      eb.fn.sum<number>('s.pp_goals').as('pp_goals'),
      eb.fn.sum<number>('s.shots').as('shots'),
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .groupBy([...LINE_GROUP])
    .execute();
}

/** A goalie's sums for one team in one season, from the played games. */
export function goalieSeasonLines(db: Db, leagueId: number, gameType: GameType) {
  return db
    .selectFrom('goalie_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select((eb) => [
      ...LINE_OWNER,
      eb.fn.sum<number>(eb.case().when('s.toi', '>', 0).then(1).else(0).end()).as('games'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>('s.shutout').as('shutouts'),
      eb.fn.sum<number>('s.saves').as('saves'),
      eb.fn.sum<number>('s.shots_against').as('shots_against'),
      eb.fn.sum<number>('s.goals_against').as('goals_against'),
      eb.fn.sum<number>('s.toi').as('toi'),
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .groupBy([...LINE_GROUP])
    .execute();
}

/** The seasons brought in with an imported league: one line per player, team and season. */
export function importedPlayerLines(db: Db, leagueId: number, gameType: GameType) {
  return db
    .selectFrom('imported_player_seasons as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select([
      's.player_id',
      'p.first_name',
      'p.last_name',
      'p.position',
      's.team_id',
      't.name as team_name',
      's.season_id',
      'se.name as season_name',
      'se.start_year',
      's.games_played',
      's.goals',
      's.assists',
      's.plus_minus',
      's.pim',
      's.shots',
      's.goalie_games',
      's.wins',
      's.shutouts',
      's.saves',
      's.shots_against',
      's.goals_against',
      's.goalie_toi',
    ])
    .where('s.league_id', '=', leagueId)
    .where('s.game_type', '=', gameType)
    .execute();
}

/** A team's season from its played games, with how many games it had on the schedule. */
export function teamSeasonLines(db: Db, leagueId: number, gameType: GameType) {
  const scheduled = db
    .selectFrom('games as g')
    .innerJoin('teams as t', (join) =>
      join.on((eb) =>
        eb.or([eb('t.id', '=', eb.ref('g.home_team_id')), eb('t.id', '=', eb.ref('g.away_team_id'))]),
      ),
    )
    .select((eb) => ['t.id as team_id', 'g.season_id', eb.fn.countAll<number>().as('scheduled')])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .groupBy(['t.id', 'g.season_id']);
  return db
    .selectFrom('team_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .innerJoin(scheduled.as('sc'), (join) =>
      join.onRef('sc.team_id', '=', 's.team_id').onRef('sc.season_id', '=', 's.season_id'),
    )
    .select((eb) => [
      's.team_id',
      't.name as team_name',
      's.season_id',
      'se.name as season_name',
      'se.start_year',
      'sc.scheduled',
      eb.fn.countAll<number>().as('games'),
      eb.fn.sum<number>(eb.case().when('s.result', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>(eb.case().when('s.result', '=', 'OTL').then(1).else(0).end()).as('ot_losses'),
      eb.fn.sum<number>('s.goals').as('goals_for'),
      eb.fn.sum<number>('s.goals_against').as('goals_against'),
    ])
    .where('g.league_id', '=', leagueId)
    .where('g.game_type', '=', gameType)
    .groupBy(['s.team_id', 't.name', 's.season_id', 'se.name', 'se.start_year', 'sc.scheduled'])
    .execute();
}

/** The regular seasons brought in with an imported league, one line per team and season. */
export function importedTeamLines(db: Db, leagueId: number) {
  return db
    .selectFrom('imported_team_seasons as s')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select([
      's.team_id',
      't.name as team_name',
      's.season_id',
      'se.name as season_name',
      'se.start_year',
      's.games_played',
      's.wins',
      's.ot_losses',
      's.ties',
      's.goals_for',
      's.goals_against',
    ])
    .where('t.league_id', '=', leagueId)
    .execute();
}

import type { SeasonType } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GOALIE_COLUMNS, SITUATION_COLUMNS, SKATER_COLUMNS } from '../games/shot-metric-columns';

type Db = Kysely<Database>;

/** A skater's columns summed over his games, in the order his season line lists them. */
const SKATER_TOTALS = [
  'goals',
  'assists',
  'shots',
  'hits',
  'pim',
  'plus_minus',
  'pp_goals',
  'icetime',
  'giveaways',
  'takeaways',
  'shot_blocks',
  'faceoffs_won',
  'faceoffs_taken',
  ...SKATER_COLUMNS,
] as const;

/** One season's games of one type: what every total below is summed over. */
export interface SeasonPart {
  seasonId: number;
  seasonType: SeasonType;
}

/** A season id alone reads its regular season (the playoffs seed from it). */
const partOf = (season: number | SeasonPart): SeasonPart =>
  typeof season === 'number' ? { seasonId: season, seasonType: 'regular' } : season;

/**
 * A season of the league (the active one without `seasonId`) and its version: what changes whenever
 * one of its games is simulated (the count and time of its latest final). One query, so a cached
 * answer costs one round trip.
 */
export async function seasonVersion(db: Db, leagueId: number, seasonId?: number) {
  const row = await db
    .selectFrom('seasons as s')
    .leftJoin('games as g', (join) => join.onRef('g.season_id', '=', 's.id').on('g.status', '=', 'final'))
    .select((eb) => [
      's.id',
      's.name',
      's.start_year',
      eb.fn.count<number>('g.id').as('finals'),
      eb.fn.max('g.simulated_at').as('latest'),
    ])
    .where('s.league_id', '=', leagueId)
    .where(seasonId === undefined ? 's.active' : 's.id', '=', seasonId ?? 1)
    .groupBy(['s.id', 's.name', 's.start_year'])
    .executeTakeFirst();
  return row
    ? {
        seasonId: row.id,
        seasonName: row.name,
        startYear: row.start_year,
        version: `${row.finals}:${row.latest ?? ''}`,
      }
    : undefined;
}

/** Every team's season sums; wins and losses come from `seasonResults` through the domain's one rule. */
export function teamTotals(db: Db, season: number | SeasonPart, leagueId: number) {
  const part = partOf(season);
  const played = db
    .selectFrom('team_game_stats as t')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .selectAll('t')
    .where('t.season_id', '=', part.seasonId)
    .where('g.game_type', '=', part.seasonType);
  return db
    .selectFrom('teams')
    .leftJoin(played.as('s'), 's.team_id', 'teams.id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.abbreviation',
      'teams.conference',
      'teams.division',
      eb.fn.coalesce(eb.fn.sum<number>('s.goals'), eb.lit(0)).as('goals_for'),
      eb.fn.coalesce(eb.fn.sum<number>('s.goals_against'), eb.lit(0)).as('goals_against'),
      eb.fn.coalesce(eb.fn.sum<number>('s.shots'), eb.lit(0)).as('shots'),
      eb.fn.coalesce(eb.fn.sum<number>('s.shots_against'), eb.lit(0)).as('shots_against'),
      eb.fn.coalesce(eb.fn.sum<number>('s.hits'), eb.lit(0)).as('hits'),
      eb.fn.coalesce(eb.fn.sum<number>('s.power_plays'), eb.lit(0)).as('power_plays'),
      eb.fn.coalesce(eb.fn.sum<number>('s.pp_goals'), eb.lit(0)).as('pp_goals'),
      eb.fn.coalesce(eb.fn.sum<number>('s.times_shorthanded'), eb.lit(0)).as('times_shorthanded'),
      eb.fn.coalesce(eb.fn.sum<number>('s.pp_goals_against'), eb.lit(0)).as('pp_goals_against'),
      eb.fn.coalesce(eb.fn.sum<number>('s.pim'), eb.lit(0)).as('pim'),
      ...SITUATION_COLUMNS.map((c) => eb.fn.sum<number>(`s.${c}`).as(c)),
    ])
    .where('teams.league_id', '=', leagueId)
    .groupBy(['teams.id', 'teams.name', 'teams.abbreviation', 'teams.conference', 'teams.division'])
    .execute();
}
export type TeamTotalsRow = Awaited<ReturnType<typeof teamTotals>>[number];

/** Both teams, the start and the result of every played game of a season of one type, in order of play. */
export function seasonResults(db: Db, season: number | SeasonPart) {
  const part = partOf(season);
  return db
    .selectFrom('games')
    .select(['home_team_id', 'away_team_id', 'start_at', 'status', 'home_score', 'away_score', 'result_type'])
    .where('season_id', '=', part.seasonId)
    .where('game_type', '=', part.seasonType)
    .where('status', '=', 'final')
    .orderBy('start_at')
    .execute();
}
export type SeasonResultRow = Awaited<ReturnType<typeof seasonResults>>[number];

export function skaterTotals(db: Db, part: SeasonPart, playerId?: number) {
  // Summed by player and team first, then named: grouping the season's rows by their two ids alone sorts
  // less than grouping them by the names too, a third of the aggregate's time on SQLite.
  let sums = db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select((eb) => [
      's.player_id',
      's.team_id',
      eb.fn.countAll<number>().as('games_played'),
      ...SKATER_TOTALS.map((c) => eb.fn.sum<number>(`s.${c}`).as(c)),
    ])
    .where('g.game_type', '=', part.seasonType)
    .groupBy(['s.player_id', 's.team_id']);
  // One player's rows by his index; the season's through its games (`games_season`, then each game's rows
  // by the primary key): the rows have no index by season (docs/decisions/065).
  sums =
    playerId === undefined
      ? sums.where('g.season_id', '=', part.seasonId)
      : sums.where('s.player_id', '=', playerId).where('s.season_id', '=', part.seasonId);
  return db
    .selectFrom(sums.as('s'))
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select([
      's.player_id',
      'p.first_name',
      'p.last_name',
      'p.jersey_number',
      'p.position',
      's.team_id',
      't.name as team_name',
      's.games_played',
      ...SKATER_TOTALS.map((c) => `s.${c}` as const),
    ])
    .execute();
}
export type SkaterTotalsRow = Awaited<ReturnType<typeof skaterTotals>>[number];

export function goalieTotals(db: Db, part: SeasonPart, playerId?: number) {
  let query = db
    .selectFrom('goalie_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select((eb) => [
      's.player_id',
      'p.first_name',
      'p.last_name',
      'p.jersey_number',
      's.team_id',
      't.name as team_name',
      eb.fn.sum<number>(eb.case().when('s.toi', '>', 0).then(1).else(0).end()).as('games_played'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'L').then(1).else(0).end()).as('losses'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'OTL').then(1).else(0).end()).as('ot_losses'),
      eb.fn.sum<number>('s.shutout').as('shutouts'),
      eb.fn.sum<number>('s.saves').as('saves'),
      eb.fn.sum<number>('s.shots_against').as('shots_against'),
      eb.fn.sum<number>('s.goals_against').as('goals_against'),
      eb.fn.sum<number>('s.toi').as('toi'),
      ...GOALIE_COLUMNS.map((c) => eb.fn.sum<number>(`s.${c}`).as(c)),
    ])
    .where('s.season_id', '=', part.seasonId)
    .where('g.game_type', '=', part.seasonType)
    .groupBy(['s.player_id', 's.team_id', 'p.first_name', 'p.last_name', 'p.jersey_number', 't.name']);
  if (playerId !== undefined) query = query.where('s.player_id', '=', playerId);
  return query.execute();
}
export type GoalieTotalsRow = Awaited<ReturnType<typeof goalieTotals>>[number];

/** Every game a player dressed for, with both teams and the result, oldest first. */
export function gameLog(db: Db, part: SeasonPart, playerId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('teams as home', 'home.id', 'g.home_team_id')
    .innerJoin('teams as away', 'away.id', 'g.away_team_id')
    .leftJoin('player_game_stats as s', (join) =>
      join.onRef('s.game_id', '=', 'g.id').on('s.player_id', '=', playerId),
    )
    .leftJoin('goalie_game_stats as gs', (join) =>
      join.onRef('gs.game_id', '=', 'g.id').on('gs.player_id', '=', playerId),
    )
    .select([
      'g.id',
      'g.start_at',
      'g.home_team_id',
      'g.status',
      'g.home_score',
      'g.away_score',
      'g.result_type',
      'home.abbreviation as home_abbreviation',
      'away.abbreviation as away_abbreviation',
      's.team_id as skater_team_id',
      's.goals',
      's.assists',
      's.shots',
      's.plus_minus',
      's.icetime',
      'gs.team_id as goalie_team_id',
      'gs.saves',
      'gs.shots_against',
      'gs.goals_against',
      'gs.decision',
      'gs.toi',
    ])
    .where('g.season_id', '=', part.seasonId)
    .where('g.game_type', '=', part.seasonType)
    .where((eb) => eb.or([eb('s.player_id', 'is not', null), eb('gs.player_id', 'is not', null)]))
    .orderBy('g.start_at')
    .execute();
}

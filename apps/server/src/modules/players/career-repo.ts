import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The league's seasons, oldest first: a career query keys its box scores by them (index on season, player). */
export function leagueSeasons(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'start_year'])
    .where('league_id', '=', leagueId)
    .orderBy('start_year')
    .orderBy('id')
    .execute();
}

/** A skater's box scores summed by season, game type and team, with when he first played for each. */
export function skaterCareerLines(db: Db, seasonIds: number[], playerId: number) {
  return db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select((eb) => [
      's.season_id',
      'g.game_type',
      's.team_id',
      't.name as team_name',
      't.abbreviation as team_abbreviation',
      eb.fn.min('g.start_at').as('first_game'),
      eb.fn.countAll<number>().as('games_played'),
      eb.fn.sum<number>('s.goals').as('goals'),
      eb.fn.sum<number>('s.assists').as('assists'),
      eb.fn.sum<number>('s.plus_minus').as('plus_minus'),
      eb.fn.sum<number>('s.pim').as('pim'),
      eb.fn.sum<number>('s.shots').as('shots'),
    ])
    .where('s.season_id', 'in', seasonIds)
    .where('s.player_id', '=', playerId)
    .groupBy(['s.season_id', 'g.game_type', 's.team_id', 't.name', 't.abbreviation'])
    .execute();
}
export type SkaterCareerLineRow = Awaited<ReturnType<typeof skaterCareerLines>>[number];

/**
 * A goalie's box scores summed by season, game type and team. A game counts as played with time in net,
 * as on the stats page: a dressed backup who never went in has a row but no game.
 */
export function goalieCareerLines(db: Db, seasonIds: number[], playerId: number) {
  return db
    .selectFrom('goalie_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select((eb) => [
      's.season_id',
      'g.game_type',
      's.team_id',
      't.name as team_name',
      't.abbreviation as team_abbreviation',
      eb.fn.min('g.start_at').as('first_game'),
      eb.fn.sum<number>(eb.case().when('s.toi', '>', 0).then(1).else(0).end()).as('games_played'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'L').then(1).else(0).end()).as('losses'),
      eb.fn.sum<number>(eb.case().when('s.decision', '=', 'OTL').then(1).else(0).end()).as('ot_losses'),
      eb.fn.sum<number>('s.saves').as('saves'),
      eb.fn.sum<number>('s.shots_against').as('shots_against'),
      eb.fn.sum<number>('s.goals_against').as('goals_against'),
      eb.fn.sum<number>('s.toi').as('toi'),
      eb.fn.sum<number>('s.shutout').as('shutouts'),
    ])
    .where('s.season_id', 'in', seasonIds)
    .where('s.player_id', '=', playerId)
    .groupBy(['s.season_id', 'g.game_type', 's.team_id', 't.name', 't.abbreviation'])
    .execute();
}
export type GoalieCareerLineRow = Awaited<ReturnType<typeof goalieCareerLines>>[number];

/** A player's lines of the seasons a league file carried (docs/decisions/085): their season, part and team. */
function importedLines(db: Db, seasonIds: number[], playerId: number) {
  return db
    .selectFrom('imported_player_seasons as s')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select([
      's.season_id',
      's.game_type',
      's.team_id',
      't.name as team_name',
      't.abbreviation as team_abbreviation',
    ])
    .where('s.season_id', 'in', seasonIds)
    .where('s.player_id', '=', playerId)
    .orderBy('s.id');
}

/** A skater's imported lines, shaped as his box-score lines: the career adds them to what the games give. */
export function importedSkaterCareerLines(db: Db, seasonIds: number[], playerId: number) {
  return importedLines(db, seasonIds, playerId)
    .select(['s.games_played', 's.goals', 's.assists', 's.plus_minus', 's.pim', 's.shots'])
    .execute();
}

/** A goalie's imported lines, shaped as his box-score lines. */
export function importedGoalieCareerLines(db: Db, seasonIds: number[], playerId: number) {
  return importedLines(db, seasonIds, playerId)
    .select([
      's.goalie_games as games_played',
      's.wins',
      's.losses',
      's.ot_losses',
      's.saves',
      's.shots_against',
      's.goals_against',
      's.goalie_toi as toi',
      's.shutouts',
    ])
    .execute();
}

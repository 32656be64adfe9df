import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeasonPart } from './repo';

type Db = Kysely<Database>;

/** Whose attempts: a team's, those a team allowed (`against`), or one player's. */
export type Shooters = { teamId: number; against: boolean } | { playerId: number };

/** The located shot attempts of a season part, in order of play. */
export function seasonShots(db: Db, part: SeasonPart, shooters: Shooters) {
  let query = db
    .selectFrom('game_shots')
    .select(['x', 'y', 'kind', 'xg_milli'])
    .where('season_id', '=', part.seasonId)
    .where('game_type', '=', part.seasonType);
  query =
    'playerId' in shooters
      ? query.where('shooter_id', '=', shooters.playerId)
      : query.where(shooters.against ? 'opponent_id' : 'team_id', '=', shooters.teamId);
  return query.orderBy('game_id').orderBy('event_index').execute();
}

/** Games a team played in a season part. */
export async function teamGamesPlayed(db: Db, part: SeasonPart, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('team_game_stats as t')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.team_id', '=', teamId)
    .where('t.season_id', '=', part.seasonId)
    .where('g.game_type', '=', part.seasonType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Games a player dressed for as a skater, or played in net, in a season part. */
export async function playerGamesPlayed(db: Db, part: SeasonPart, playerId: number): Promise<number> {
  const [skater, goalie] = await Promise.all([
    db
      .selectFrom('player_game_stats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.player_id', '=', playerId)
      .where('s.season_id', '=', part.seasonId)
      .where('g.game_type', '=', part.seasonType)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('goalie_game_stats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.player_id', '=', playerId)
      .where('s.season_id', '=', part.seasonId)
      .where('g.game_type', '=', part.seasonType)
      .where('s.toi', '>', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(skater.n) + Number(goalie.n);
}

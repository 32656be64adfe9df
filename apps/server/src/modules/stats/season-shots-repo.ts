import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeasonPart } from './repo';

type Db = Kysely<Database>;

/** Whose attempts: a team's, those a team allowed (`against`), or one player's. */
export type Shooters = { teamId: number; against: boolean } | { playerId: number };

/** The located shot attempts of a season part, in order of play. */
export function seasonShots(db: Db, part: SeasonPart, shooters: Shooters) {
  if ('playerId' in shooters) {
    return db
      .selectFrom('game_shots')
      .select(['x', 'y', 'kind', 'xg_milli'])
      .where('shooter_id', '=', shooters.playerId)
      .where('season_id', '=', part.seasonId)
      .where('game_type', '=', part.seasonType)
      .orderBy('game_id')
      .orderBy('event_index')
      .execute();
  }
  // The team's games by its stats rows, then each game's attempts by its key: its own or the other side's.
  return db
    .selectFrom('team_game_stats as t')
    .innerJoin('game_shots as s', 's.game_id', 't.game_id')
    .select(['s.x', 's.y', 's.kind', 's.xg_milli'])
    .where('t.team_id', '=', shooters.teamId)
    .where('t.season_id', '=', part.seasonId)
    .where('s.game_type', '=', part.seasonType)
    .where('s.team_id', shooters.against ? '<>' : '=', shooters.teamId)
    .orderBy('s.game_id')
    .orderBy('s.event_index')
    .execute();
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

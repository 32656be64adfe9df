import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type PackedShot, type ShotKindCode, unpackShots } from '../games/shot-packing';
import type { SeasonPart } from './repo';

type Db = Kysely<Database>;

/** Whose attempts: a team's, those a team allowed (`against`), or one player's. */
export type Shooters = { teamId: number; against: boolean } | { playerId: number };

/** One located attempt on a season shot map: its place, its kind, its expected goals in thousandths. */
export interface SeasonShotRow {
  x: number;
  y: number;
  kind: ShotKindCode;
  xg_milli: number;
}

const rowOf = (shot: PackedShot): SeasonShotRow => ({
  x: shot.x,
  y: shot.y,
  kind: shot.kind,
  xg_milli: shot.xgMilli,
});

/**
 * The located shot attempts of a season part, in order of play: each team's attempts of a game are one
 * packed row (docs/decisions/065), read by game and team. A team's games come by its stats rows; a
 * player's by his, as a skater or in net, and of his team's attempts of each game only his are kept.
 */
export async function seasonShots(db: Db, part: SeasonPart, shooters: Shooters): Promise<SeasonShotRow[]> {
  if ('playerId' in shooters) {
    const { playerId } = shooters;
    const games = db
      .selectFrom('player_game_stats')
      .select(['game_id', 'team_id'])
      .where('player_id', '=', playerId)
      .where('season_id', '=', part.seasonId)
      .union(
        db
          .selectFrom('goalie_game_stats')
          .select(['game_id', 'team_id'])
          .where('player_id', '=', playerId)
          .where('season_id', '=', part.seasonId),
      );
    const packs = await db
      .selectFrom('team_game_shots as s')
      .innerJoin(games.as('p'), (join) =>
        join.onRef('p.game_id', '=', 's.game_id').onRef('p.team_id', '=', 's.team_id'),
      )
      .select(['s.game_id', 's.shots'])
      .where('s.game_type', '=', part.seasonType)
      .orderBy('s.game_id')
      .execute();
    return packs.flatMap((pack) =>
      unpackShots(pack.shots)
        .filter((shot) => shot.shooterId === playerId)
        .map(rowOf),
    );
  }
  // The team's games by its stats rows, then each game's attempts by its key: its own or the other side's.
  const packs = await db
    .selectFrom('team_game_stats as t')
    .innerJoin('team_game_shots as s', 's.game_id', 't.game_id')
    .select(['s.game_id', 's.shots'])
    .where('t.team_id', '=', shooters.teamId)
    .where('t.season_id', '=', part.seasonId)
    .where('s.game_type', '=', part.seasonType)
    .where('s.team_id', shooters.against ? '<>' : '=', shooters.teamId)
    .orderBy('s.game_id')
    .execute();
  return packs.flatMap((pack) => unpackShots(pack.shots).map(rowOf));
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

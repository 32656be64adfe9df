import type { GameRecord, SimulationData } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeGame, encodeGameRecord, encodeSimulation } from './game-record-codec';

type Db = Kysely<Database>;

const isGameRecord = (game: GameRecord | SimulationData): game is GameRecord => 'teamNames' in game;

/**
 * Stores a played game's play-by-play, box score and three stars, compactly (docs/decisions/021): the
 * engine's GameRecord as it is, or SimulationData without the text that the domain writes again.
 */
export async function storeGameRecord(db: Db, gameId: number, game: GameRecord | SimulationData) {
  const record = isGameRecord(game) ? encodeGameRecord(game) : encodeSimulation(game);
  await db.insertInto('game_simulations').values({ game_id: gameId, record }).execute();
}

/** A stored game's SimulationData, exactly as it was played; null before the game is played. */
export async function loadGameRecord(db: Db, gameId: number): Promise<SimulationData | null> {
  const row = await db
    .selectFrom('game_simulations')
    .select('record')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? decodeGame(row.record) : null;
}

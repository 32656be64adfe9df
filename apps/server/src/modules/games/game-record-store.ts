import type { SimulationData } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeGame, encodeSimulation } from './game-record-codec';

type Db = Kysely<Database>;

/** Stores a played game's play-by-play, box score and three stars, compactly (docs/decisions/021). */
export async function storeGameRecord(db: Db, gameId: number, data: SimulationData): Promise<void> {
  await db
    .insertInto('game_simulations')
    .values({ game_id: gameId, record: encodeSimulation(data) })
    .execute();
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

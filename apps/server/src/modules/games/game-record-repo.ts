import type { SimulationData } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeGame } from './game-record-codec';

type Db = Kysely<Database>;

/**
 * A stored game's SimulationData, exactly as it was played; null before the game is played. Games are
 * stored compactly (docs/decisions/021, 065), encoded where they were played (docs/decisions/073).
 */
export async function loadGameRecord(db: Db, gameId: number): Promise<SimulationData | null> {
  const row = await db
    .selectFrom('game_simulations')
    .select('record')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? decodeGame(row.record) : null;
}

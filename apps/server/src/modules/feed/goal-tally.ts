import { memoInBatch } from '../../db/batch-memo';
import type { Db } from '../../db/schema';
import { goalsSoFar } from './game-news-repo';

/** Players' goals before a game: in the league, and in the game's season. */
export interface GoalsBefore {
  career: ReadonlyMap<number, number>;
  season: ReadonlyMap<number, number>;
}

interface Tally {
  career: Map<number, number>;
  season: Map<number, number>;
}

/**
 * The goals each scorer had before a game, read from the stored box scores once a batch for each player
 * (docs/decisions/065) and then counted on as the batch's games are stored: `count` is called once the game's
 * rows are written, so a game that fails and rolls back is never counted.
 */
export async function goalsBefore(
  db: Db,
  seasonId: number,
  playerIds: readonly number[],
  /** Players read with them when one of them is not known yet: the game's other skaters. */
  alongWith: readonly number[] = [],
): Promise<GoalsBefore & { count: (goals: ReadonlyMap<number, number>) => void }> {
  const tally = await memoInBatch(db, `goals-before:${seasonId}`, async (): Promise<Tally> => ({
    career: new Map(),
    season: new Map(),
  }));
  const unread = playerIds.some((id) => !tally.career.has(id))
    ? [...new Set([...playerIds, ...alongWith])].filter((id) => !tally.career.has(id))
    : [];
  if (unread.length > 0) {
    const read = await goalsSoFar(db, unread, seasonId);
    for (const id of unread) {
      tally.career.set(id, read.career.get(id) ?? 0);
      tally.season.set(id, read.season.get(id) ?? 0);
    }
  }
  return {
    career: tally.career,
    season: tally.season,
    count(goals) {
      for (const [id, n] of goals) {
        tally.career.set(id, (tally.career.get(id) ?? 0) + n);
        tally.season.set(id, (tally.season.get(id) ?? 0) + n);
      }
    },
  };
}

import { decidedInOf, type GameResult } from '@rinkside/domain';
import type { GamesTable } from './schema';

/** The result columns of a stored game. */
export type StoredResult = Pick<GamesTable, 'status' | 'home_score' | 'away_score' | 'result_type'>;

/** A stored game's result, as every module reads it; null until it is final. */
export function storedResult(row: StoredResult): GameResult | null {
  if (row.status !== 'final' || row.home_score === null || row.away_score === null) return null;
  return {
    homeScore: row.home_score,
    awayScore: row.away_score,
    decidedIn: decidedInOf(row.result_type ?? 'REG'),
  };
}

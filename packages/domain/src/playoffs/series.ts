import type { SeriesLength } from './settings';

/** Wins that take a series: 4 of 7, 3 of 5, 2 of 3, 1 of 1. */
export const winsNeeded = (length: SeriesLength): number => (length + 1) / 2;

// Who hosts each game, 'high' being the team with home ice. NHL best-of-seven: 2-2-1-1-1.
// Best-of-five: 2-2-1. Best-of-three: 1-1-1, so the lower seed hosts once before any decider.
const HOME_ICE_PATTERN: Record<SeriesLength, readonly ('high' | 'low')[]> = {
  7: ['high', 'high', 'low', 'low', 'high', 'low', 'high'],
  5: ['high', 'high', 'low', 'low', 'high'],
  3: ['high', 'low', 'high'],
  1: ['high'],
};

/** The host of game `game` (1-based) of a series. */
export function seriesGameHost(length: SeriesLength, game: number): 'high' | 'low' {
  const host = HOME_ICE_PATTERN[length][game - 1];
  if (!host) throw new RangeError(`A best-of-${length} series has no game ${game}`);
  return host;
}

export interface SeriesTeams {
  /** The team with home ice. */
  highSeedId: number;
  lowSeedId: number;
  length: SeriesLength;
}

/** A series as it stands: its teams and the wins so far, [high seed, low seed]. */
export interface SeriesState extends SeriesTeams {
  wins: readonly [number, number];
}

/** A series after one more game: the side that won it, the wins, and the series' winner once decided. */
export interface SeriesAfterGame {
  side: 'high' | 'low';
  wins: [number, number];
  /** The team that reached the wins a series needs (`winsNeeded`) with this game; null while it goes on. */
  winnerId: number | null;
}

/**
 * Counts one game won by `winnerId` in a series: the first team to a majority of its games wins it (4 of
 * 7, 3 of 5, 2 of 3, 1 of 1). A winner from outside the series is refused; a game after the series is
 * decided is the caller's to refuse (the server's conditional update counts a decided series' games no more).
 */
export function seriesAfterGame(series: SeriesState, winnerId: number): SeriesAfterGame {
  const side = winnerId === series.highSeedId ? 'high' : winnerId === series.lowSeedId ? 'low' : null;
  if (side === null) throw new RangeError(`Team ${winnerId} is not in this series`);
  const wins: [number, number] =
    side === 'high' ? [series.wins[0] + 1, series.wins[1]] : [series.wins[0], series.wins[1] + 1];
  const won = (side === 'high' ? wins[0] : wins[1]) >= winsNeeded(series.length);
  return { side, wins, winnerId: won ? winnerId : null };
}

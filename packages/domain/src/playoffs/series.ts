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

export interface SeriesStatus {
  /** Wins so far: [high seed, low seed]. */
  wins: [number, number];
  winnerId: number | null;
  /** The number of the next game and its home team; null once the series is over. */
  nextGame: { game: number; homeTeamId: number; awayTeamId: number } | null;
}

/**
 * Where a series stands after its games' winners, in order of play. A game after the series is
 * decided, or one won by a team not in it, is refused.
 */
export function seriesStatus(series: SeriesTeams, gameWinners: readonly number[]): SeriesStatus {
  const { highSeedId, lowSeedId, length } = series;
  const needed = winsNeeded(length);
  const wins: [number, number] = [0, 0];
  for (const winnerId of gameWinners) {
    if (Math.max(...wins) >= needed) throw new RangeError('The series was already over');
    if (winnerId === highSeedId) wins[0] += 1;
    else if (winnerId === lowSeedId) wins[1] += 1;
    else throw new RangeError(`Team ${winnerId} is not in this series`);
  }
  const winnerId = wins[0] === needed ? highSeedId : wins[1] === needed ? lowSeedId : null;
  if (winnerId !== null) return { wins, winnerId, nextGame: null };
  const game = gameWinners.length + 1;
  const highHosts = seriesGameHost(length, game) === 'high';
  return {
    wins,
    winnerId,
    nextGame: {
      game,
      homeTeamId: highHosts ? highSeedId : lowSeedId,
      awayTeamId: highHosts ? lowSeedId : highSeedId,
    },
  };
}

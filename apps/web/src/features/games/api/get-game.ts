import { gameDetailSchema, type GameDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * GET /simulation/game/{gameId}: one game with its simulation data (play-by-play, box score, stars) and its
 * league's time zone.
 */
export function getGame(gameId: number): Promise<GameDetail> {
  return apiRequest(`/simulation/game/${gameId}`, { schema: gameDetailSchema });
}

export const gameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['game', gameId],
    queryFn: () => getGame(gameId),
    enabled: gameId > 0,
    // A simulated game never changes.
    staleTime: (query) => (query.state.data?.isSimulated ? Infinity : 0),
  });

interface UseGameOptions {
  enabled?: boolean;
  /** Milliseconds until the next fetch given the latest answer, or false. */
  refetchInterval?: (game: GameDetail | undefined) => number | false;
}

export function useGame(gameId: number, { enabled = true, refetchInterval }: UseGameOptions = {}) {
  return useQuery({
    ...gameQueryOptions(gameId),
    enabled: gameId > 0 && enabled,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

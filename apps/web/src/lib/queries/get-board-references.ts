import { BOARD_REFERENCE_KEYS_MAX, boardReferencesSchema, type BoardReferences } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/**
 * GET /league/{id}/board/references?keys=trade-12,game-4: the live cards of what posts reference, the
 * reader may see (decision 090). Keys are sorted so that the same references share one cached answer.
 */
export function getBoardReferences(leagueId: number, keys: readonly string[]): Promise<BoardReferences> {
  const query = new URLSearchParams({ keys: keys.join(',') });
  return apiRequest(`/league/${leagueId}/board/references?${query.toString()}`, {
    schema: boardReferencesSchema,
  });
}

export const boardReferencesQueryOptions = (leagueId: number, keys: readonly string[]) => {
  const sorted = [...new Set(keys)].sort().slice(0, BOARD_REFERENCE_KEYS_MAX);
  return queryOptions({
    queryKey: ['league', leagueId, 'board', 'references', sorted.join(',')],
    queryFn: () => getBoardReferences(leagueId, sorted),
    enabled: leagueId > 0 && sorted.length > 0,
    // Live data: a trade's status and a game's score change while the thread is open.
    staleTime: 30_000,
  });
};

/** The cards of a page's references (`{kind}-{id}` keys, as `extractBoardMentions` reads them). */
export function useBoardReferences(leagueId: number, keys: readonly string[]) {
  return useQuery(boardReferencesQueryOptions(leagueId, keys));
}

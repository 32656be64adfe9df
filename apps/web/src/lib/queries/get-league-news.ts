import { leagueNewsPageSchema, type LeagueNewsPage, type NewsCategory } from '@rinkside/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/feed: a page of the league's news, newest first, of one category or all. */
export function getLeagueNews(
  leagueId: number,
  { cursor, category }: { cursor?: string | null; category?: NewsCategory | null } = {},
): Promise<LeagueNewsPage> {
  const query = new URLSearchParams({
    ...(cursor ? { cursor } : {}),
    ...(category ? { kind: category } : {}),
  });
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`${leaguePaths.news(leagueId)}${search}`, { schema: leagueNewsPageSchema });
}

/** The news page: the feed a page at a time ('Load more'), per category. */
export const leagueNewsQueryOptions = (leagueId: number, category: NewsCategory | null) =>
  infiniteQueryOptions({
    queryKey: ['league', leagueId, 'news', category ?? 'all'],
    queryFn: ({ pageParam }) => getLeagueNews(leagueId, { cursor: pageParam, category }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: leagueId > 0,
  });

export function useLeagueNews(leagueId: number, category: NewsCategory | null) {
  return useInfiniteQuery(leagueNewsQueryOptions(leagueId, category));
}

/** League home's 'Latest News': the feed's first page. */
export const latestNewsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'news', 'latest'],
    queryFn: () => getLeagueNews(leagueId),
    enabled: leagueId > 0,
  });

export function useLatestNews(leagueId: number, shown: number) {
  return useQuery({ ...latestNewsQueryOptions(leagueId), select: (page) => page.items.slice(0, shown) });
}

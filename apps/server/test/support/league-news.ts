import type { TestUser } from './accounts';
import { requestsAs } from './leagues';
import type { TestApp } from './test-app';

export interface ListedNews {
  id: number;
  kind: string;
  category: string;
  text: string;
  createdAt: string;
  leagueAt: string;
  payload: Record<string, unknown> & {
    gameId?: number;
    playerId?: number;
    teamId?: number;
    goals?: number;
    home?: { teamId: number; teamName: string; score: number };
    away?: { teamId: number; teamName: string; score: number };
  };
}

/** Every item of the league's feed (of one category, if given), newest first, page by page. */
export async function allNews(t: TestApp, user: TestUser, leagueId: number, category?: string) {
  const listed: ListedNews[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const query = new URLSearchParams({
      ...(cursor ? { cursor } : {}),
      ...(category ? { kind: category } : {}),
    }).toString();
    const response = await requestsAs(t)(
      user,
      'GET',
      `/api/league/${leagueId}/feed${query ? `?${query}` : ''}`,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    const page: { items: ListedNews[]; nextCursor: string | null } = response.json();
    listed.push(...page.items);
    cursor = page.nextCursor;
  }
  return listed;
}

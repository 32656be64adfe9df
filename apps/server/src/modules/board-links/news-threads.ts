import { BOARD_TITLE_MAX, type BoardThread, boardLinkKey } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { openLinkedThread } from '../board/api';
import { findLeagueNewsItem } from '../feed/service';

/** A title from the news item's words, cut to the board's limit at a word. */
export function newsThreadTitle(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= BOARD_TITLE_MAX) return line;
  const cut = line.slice(0, BOARD_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > BOARD_TITLE_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The news item's thread in General, opened on the first ask (decision 090): titled from the item, its
 * opening post the item's words. Any member may open it; outsiders read it, as they read the board.
 */
export async function openNewsThread(
  ctx: AppContext,
  input: { leagueId: number; newsId: number; userId: number },
): Promise<{ thread: BoardThread; created: boolean }> {
  const item = await findLeagueNewsItem(ctx, input.leagueId, input.newsId);
  if (!item) throw notFound('No news item with that id in this league.');
  return openLinkedThread(ctx, {
    leagueId: input.leagueId,
    userId: input.userId,
    channelName: 'General',
    linkKey: boardLinkKey.news(item.id),
    newsId: item.id,
    private: false,
    title: newsThreadTitle(item.text),
    body: `From the league's news: ${item.text}`,
  });
}

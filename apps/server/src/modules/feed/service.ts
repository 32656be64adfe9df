import {
  describeNews,
  type LeagueNewsContent,
  leagueNewsContentSchema,
  type LeagueNewsItem,
  type LeagueNewsPage,
  type LeagueNewsQuery,
  NEWS_CATEGORY_LABELS,
  NEWS_CATEGORY_OF,
  type NewsCategory,
  type UserNews,
  type WebhookKind,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { LeagueNewsTable } from '../../db/schema-news';
import { requireLeague } from '../leagues/service';
import { leagueTimeOfEvent } from '../league-time/api';
import { enqueueWebhookEvent } from '../webhooks/enqueue';
import * as repo from './repo';
import { oncePerKey } from '../../lib/once-per-key';

// SPEC issue 15: a page of the feed, and the dashboard's 'Recent Activity'.
export const NEWS_PAGE_SIZE = 20;
export const USER_NEWS_LIMIT = 10;

export type NewNews = LeagueNewsContent & {
  leagueId: number;
  /** The event's season; the league's active season when left out. */
  seasonId?: number | null;
  teamId?: number | null;
  otherTeamId?: number | null;
  /** The wall clock, or a league instant the writer took from the league's clock. */
  at: string;
  /** When it happened on the league's clock, for an event that knows (a game's news: its start). */
  leagueAt?: string;
};

/** The categories a webhook can subscribe to; injuries and milestones stay in the app. */
const WEBHOOK_KIND_OF: Partial<Record<NewsCategory, WebhookKind>> = {
  results: 'results',
  transactions: 'transactions',
  phases: 'phases',
  awards: 'awards',
  draft: 'draft',
};

/**
 * Writes an event into its league's news, inside the transaction that makes the event (like `notify`),
 * so the item exists exactly when the event does; the league's webhooks that take its category get it
 * queued in the same transaction.
 */
export async function recordNews(db: Db, news: NewNews): Promise<void> {
  await recordNewsItems(db, [news]);
}

/** Several events' news at once, in their order, in one statement (a stored game's result and milestones). */
export async function recordNewsItems(db: Db, items: readonly NewNews[]): Promise<void> {
  await repo.insertNews(db, await newsRowsOf(db, items));
  await queueNewsWebhooksOf(db, items);
}

/** The rows the news items are stored as, for a writer that inserts them with other rows. */
export async function newsRowsOf(db: Db, items: readonly NewNews[]): Promise<Insertable<LeagueNewsTable>[]> {
  const rows: Insertable<LeagueNewsTable>[] = [];
  // Items of one call are written together: a league's active season is read once for them all.
  const activeSeasonOf = oncePerKey((leagueId: number) =>
    repo.activeSeason(db, leagueId).then((season) => season?.id ?? null),
  );
  for (const news of items) {
    const { leagueId, teamId = null, otherTeamId = null, at } = news;
    rows.push({
      league_id: leagueId,
      season_id: news.seasonId !== undefined ? news.seasonId : await activeSeasonOf(leagueId),
      kind: news.kind,
      category: NEWS_CATEGORY_OF[news.kind],
      payload: JSON.stringify(news.payload),
      team_id: teamId,
      other_team_id: otherTeamId,
      created_at: at,
      league_at: news.leagueAt ?? (await leagueTimeOfEvent(db, leagueId, at)),
    });
  }
  return rows;
}

/** Queues the items for the league's webhooks that take their categories, once their rows are stored. */
export async function queueNewsWebhooksOf(db: Db, items: readonly NewNews[]): Promise<void> {
  for (const news of items) await queueNewsWebhooks(db, news);
}

/** Queues the news item for the league's webhooks that take its category. */
async function queueNewsWebhooks(db: Db, news: NewNews): Promise<void> {
  const { leagueId, at } = news;
  const content = { kind: news.kind, payload: news.payload } as LeagueNewsContent;
  const category = NEWS_CATEGORY_OF[content.kind];
  const webhookKind = WEBHOOK_KIND_OF[category];
  if (webhookKind === undefined) return;
  const { text, href } = describeNews(content, `/league/${leagueId}`);
  await enqueueWebhookEvent(db, leagueId, {
    kind: webhookKind,
    title: NEWS_CATEGORY_LABELS[category],
    text,
    ...(href === null ? {} : { url: href }),
    at,
    data: { leagueId, newsKind: content.kind, ...content.payload },
  });
}

function present(row: repo.NewsRow): LeagueNewsItem | null {
  let content: unknown;
  try {
    content = { kind: row.kind, payload: JSON.parse(row.payload) };
  } catch {
    return null;
  }
  const parsed = leagueNewsContentSchema.safeParse(content);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    id: row.id,
    category: NEWS_CATEGORY_OF[parsed.data.kind],
    text: describeNews(parsed.data, `/league/${row.league_id}`).text,
    createdAt: row.created_at,
    leagueAt: row.league_at,
  };
}

/** A page of the league's news, newest first; readable like the league's other pages. */
export async function listLeagueNews(
  ctx: AppContext,
  leagueId: number,
  query: LeagueNewsQuery,
): Promise<LeagueNewsPage> {
  await requireLeague(ctx, leagueId);
  const before = query.cursor === undefined ? undefined : Number(query.cursor);
  const rows = await repo.listPage(ctx.database.db, leagueId, {
    before,
    category: query.kind,
    limit: NEWS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, NEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => present(row) ?? []),
    nextCursor: rows.length > NEWS_PAGE_SIZE && last ? String(last.id) : null,
  };
}

/** The dashboard's 'Recent Activity': the newest news of the leagues the user runs or manages a team in. */
export async function listUserNews(ctx: AppContext, userId: number): Promise<UserNews> {
  const rows = await repo.listForUser(ctx.database.db, userId, USER_NEWS_LIMIT);
  return {
    items: rows.flatMap((row) => {
      const item = present(row);
      return item
        ? [{ ...item, leagueId: row.league_id, leagueName: row.league_name, timeZone: row.time_zone }]
        : [];
    }),
  };
}

/** One item of the league's news as the feed shows it; null when the league has no such item. */
export async function findLeagueNewsItem(
  ctx: AppContext,
  leagueId: number,
  newsId: number,
): Promise<LeagueNewsItem | null> {
  const row = await repo.findNews(ctx.database.db, leagueId, newsId);
  return row ? present(row) : null;
}

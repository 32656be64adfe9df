import {
  defaultNotificationChannel,
  NOTIFICATION_KINDS,
  notificationNeedsAction,
  type NotificationClass,
  type Notification,
  type NotificationContent,
  notificationContentSchema,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
  tradeNoLongerWaiting,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/schema';
import * as mailRepo from './mail-repo';
import { leagueTimeOfEvent } from '../league-time/api';
import * as repo from './repo';

/** Notifications per page of GET /api/notifications. */
export const NOTIFICATION_PAGE_SIZE = 20;

export type NewNotification = NotificationContent & { userId: number; at: string };

/**
 * Tells a user of an event: every feature calls this, inside the transaction that makes the event
 * where it has one, so the notification exists exactly when the event does. Stores nothing when the
 * user turned the kind off. Returns the user told (for `announce`), or null.
 */
export async function notify(db: Db, notification: NewNotification): Promise<number | null> {
  const { userId, kind, payload, at } = notification;
  // A trade's step that ends its wait settles its earlier steps, whatever this user chose to be told.
  const settled = tradeNoLongerWaiting(notification);
  if (settled !== null && 'leagueId' in payload)
    await repo.settleTradeNotices(db, {
      userIds: await repo.gmsOfLeagues(db, [payload.leagueId]),
      tradeId: settled,
    });
  const channel = await repo.channelOf(db, userId, kind);
  if (channel === 'off') return null;
  // An e-mailed kind waits for the mail digest job (docs/decisions/035).
  const mail = channel === 'app_email';
  // A notification of a league event carries its league's time; one of no league, the wall clock.
  const leagueId = (payload as { leagueId?: unknown }).leagueId;
  const leagueAt = typeof leagueId === 'number' ? await leagueTimeOfEvent(db, leagueId, at) : at;
  const needsAction = notificationNeedsAction(notification);
  await repo.insertNotification(db, {
    userId,
    kind,
    payload: JSON.stringify(payload),
    needsAction,
    at,
    leagueAt,
    mail,
  });
  return userId;
}

/**
 * After the event's transaction committed: the users' browsers learn live that a notification arrived
 * and fetch their count again. A lost announcement only delays the bell until its next minute's
 * check, so it never fails the request that made the event (the bus reports its state in /api/health).
 */
export async function announce(ctx: AppContext, userIds: Iterable<number | null>): Promise<void> {
  const users = [...new Set([...userIds].filter((id): id is number => id !== null))];
  if (users.length === 0) return;
  // At most once a second for each user (docs/decisions/100): each makes his browsers fetch the count.
  ctx.memory.announcements.tell(users, (due) => {
    void ctx.events.publish(due, { type: 'notification' }).catch(() => undefined);
  });
}

/** `notify` then `announce`, for an event made outside a transaction. */
export async function notifyNow(ctx: AppContext, notification: NewNotification): Promise<void> {
  await announce(ctx, [await notify(ctx.database.db, notification)]);
}

function present(row: repo.NotificationRow): Notification | null {
  let content: unknown;
  try {
    content = { kind: row.kind, payload: JSON.parse(row.payload) };
  } catch {
    return null;
  }
  const parsed = notificationContentSchema.safeParse(content);
  return parsed.success
    ? {
        ...parsed.data,
        id: row.id,
        readAt: row.read_at,
        createdAt: row.created_at,
        leagueAt: row.league_at,
      }
    : null;
}

export async function listNotifications(
  ctx: AppContext,
  userId: number,
  cursor: string | undefined,
  tab?: NotificationClass,
): Promise<NotificationPage> {
  const { db } = ctx.database;
  const before = cursor === undefined ? undefined : Number(cursor);
  const [rows, unread, needsAction] = await Promise.all([
    repo.listPage(db, userId, { before, limit: NOTIFICATION_PAGE_SIZE + 1, tab }),
    repo.countUnread(db, userId),
    repo.countUnread(db, userId, { needsAction: true }),
  ]);
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.flatMap((row) => present(row) ?? []),
    nextCursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? String(last.id) : null,
    unread,
    needsAction,
  };
}

/** Only the user it was for marks it read; anyone else's id is not found. */
export async function markRead(ctx: AppContext, userId: number, id: number): Promise<Notification> {
  const { db } = ctx.database;
  await repo.markRead(db, userId, id, ctx.now().toISOString());
  const row = await repo.findOwn(db, userId, id);
  const notification = row ? present(row) : null;
  if (!notification) throw notFound('That notification does not exist.');
  await announce(ctx, [userId]);
  return notification;
}

export async function markAllRead(ctx: AppContext, userId: number): Promise<{ marked: number }> {
  const marked = await repo.markAllRead(ctx.database.db, userId, ctx.now().toISOString());
  if (marked > 0) await announce(ctx, [userId]);
  return { marked };
}

export async function getPreferences(ctx: AppContext, userId: number): Promise<NotificationPreferences> {
  const { db } = ctx.database;
  const [rows, digest] = await Promise.all([repo.listPreferences(db, userId), mailRepo.digestOf(db, userId)]);
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  const preferences = { digest } as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    const channel = chosen.get(kind);
    // A kind never chosen takes its default (docs/decisions/081).
    preferences[kind] =
      channel === 'app' || channel === 'app_email' || channel === 'off'
        ? channel
        : defaultNotificationChannel(kind);
  }
  return preferences;
}

export async function savePreferences(
  ctx: AppContext,
  userId: number,
  request: NotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  await ctx.database.db.transaction().execute(async (trx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const channel = request[kind];
      if (channel) await repo.savePreference(trx, { userId, kind, channel });
    }
    if (request.digest) await mailRepo.saveDigest(trx, userId, request.digest);
  });
  return getPreferences(ctx, userId);
}

import { type NotificationContent, notificationContentSchema } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notificationDigestMail } from '../../mail/notification-digest';
import * as mailRepo from './mail-repo';

/** A daily digest goes out at the first mail pass at or after this hour, UTC (docs/decisions/035). */
export const DAILY_DIGEST_HOUR_UTC = 7;
/** How long one process holds a user while mailing them: far above the mailer's own timeouts. */
const CLAIM_MS = 5 * 60_000;
const USERS_PER_PAGE = 100;

/** When a daily digest holding a notification of `at` is due: the next 07:00 UTC after it. */
export function dailyDigestDueAt(at: Date): Date {
  const due = new Date(at);
  due.setUTCHours(DAILY_DIGEST_HOUR_UTC, 0, 0, 0);
  if (due <= at) due.setUTCDate(due.getUTCDate() + 1);
  return due;
}

export type UserMailOutcome = 'sent' | 'held' | 'skipped' | 'failed' | 'busy';

function parseContent(row: mailRepo.PendingMailRow): NotificationContent | null {
  try {
    const parsed = notificationContentSchema.safeParse({ kind: row.kind, payload: JSON.parse(row.payload) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Mails one user their pending notifications in one mail, when their digest is due. Another process
 * mailing the same user leaves them 'busy'. The notifications are marked sent only after the SMTP server
 * took the mail; a refused mail leaves them pending for the next pass.
 */
export async function mailUser(ctx: AppContext, userId: number): Promise<UserMailOutcome> {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  if (!(await mailRepo.claimUser(db, userId, { now: at, until }))) return 'busy';
  let sentAt: string | undefined;
  try {
    const [recipient, pending] = await Promise.all([
      mailRepo.recipientOf(db, userId),
      mailRepo.pendingMailOf(db, userId),
    ]);
    const ids = pending.map((row) => row.id);
    // Only a verified address is mailed; 'never' mails nothing. Neither is kept to mail later.
    if (!recipient?.verified || recipient.digest === 'never') {
      await mailRepo.settleMail(db, ids, 'skipped', at);
      return 'skipped';
    }
    const first = pending[0];
    if (!first) return 'held';
    if (recipient.digest === 'daily' && now < dailyDigestDueAt(new Date(first.created_at))) return 'held';

    const readable = pending.flatMap((row) => {
      const content = parseContent(row);
      return content ? [{ id: row.id, content }] : [];
    });
    const unreadable = ids.filter((id) => !readable.some((r) => r.id === id));
    await mailRepo.settleMail(db, unreadable, 'skipped', at);
    if (readable.length === 0) return 'skipped';

    const mail = notificationDigestMail({
      to: recipient.email,
      username: recipient.username,
      digest: recipient.digest,
      notifications: readable.map((r) => r.content),
      publicUrl: ctx.config.PUBLIC_URL,
    });
    if (!(await ctx.mailer.send(mail))) return 'failed';
    await mailRepo.settleMail(
      db,
      readable.map((r) => r.id),
      'sent',
      at,
    );
    sentAt = at;
    return 'sent';
  } finally {
    await mailRepo.releaseUser(db, userId, sentAt);
  }
}

/** One pass over every user with pending mail; the counts of each outcome, for the log. */
export async function mailPendingNotifications(ctx: AppContext): Promise<Record<UserMailOutcome, number>> {
  const counts: Record<UserMailOutcome, number> = { sent: 0, held: 0, skipped: 0, failed: 0, busy: 0 };
  let after = 0;
  for (;;) {
    const users = await mailRepo.usersWithPendingMail(ctx.database.db, { after, limit: USERS_PER_PAGE });
    for (const userId of users) counts[await mailUser(ctx, userId)] += 1;
    const last = users.at(-1);
    if (last === undefined || users.length < USERS_PER_PAGE) return counts;
    after = last;
  }
}

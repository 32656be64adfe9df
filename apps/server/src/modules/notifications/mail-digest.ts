import { type NotificationContent, notificationContentSchema } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runDueSteps } from '../../jobs/job-steps/run-due-steps';
import type { StepLog } from '../../jobs/job-steps/run-step';
import type { JobStep } from '../../jobs/job-steps/step';
import { notificationDigestMail } from '../../mail/notification-digest';
import * as mailRepo from './mail-repo';

/** A daily digest goes out at the first mail pass at or after this hour, UTC (docs/decisions/035). */
export const DAILY_DIGEST_HOUR_UTC = 7;

/** A user's mail is a job step of its own: no league's (docs/decisions/066). */
const mailStep = (userId: number): JobStep => ({ kind: 'mail', subjectId: userId, leagueId: null });

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
 * Mails one user their pending notifications in one mail, when their digest is due. The notifications are
 * marked sent only after the SMTP server took the mail; a refused mail ('failed') leaves them pending for
 * the next pass: an outcome, not a failure of the user's step (that is an error of ours, docs/decisions/066).
 */
async function mailNow(ctx: AppContext, userId: number): Promise<UserMailOutcome> {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
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
  await mailRepo.markDigestSent(db, userId, at);
  return 'sent';
}

/**
 * One pass over every user with pending mail, each user a step of the job runner: another process mailing
 * the same user leaves them 'busy'. The counts of each outcome, for the log; a user whose step failed is
 * named in the StepFailures thrown once the others ran.
 */
export async function mailPendingNotifications(
  ctx: AppContext,
  log?: StepLog,
): Promise<Record<UserMailOutcome, number>> {
  const counts: Record<UserMailOutcome, number> = { sent: 0, held: 0, skipped: 0, failed: 0, busy: 0 };
  const due = await mailRepo.usersWithPendingMail(ctx.database.db);
  const { ran } = await runDueSteps(ctx, {
    kind: 'mail',
    findDue: async () => due.map(mailStep),
    work: async (step) => {
      counts[await mailNow(ctx, step.subjectId)] += 1;
    },
    log,
  });
  counts.busy += due.length - ran;
  return counts;
}

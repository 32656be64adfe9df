import { DEFAULT_MAIL_DIGEST, MAIL_DIGESTS, type MailDigest } from '@rinkside/domain';
import type { NotificationMailState } from '../../db/schema-notification-mail';
import type { Db } from '../../db/schema';

const asDigest = (value: string | undefined): MailDigest =>
  (MAIL_DIGESTS as readonly string[]).includes(value ?? '') ? (value as MailDigest) : DEFAULT_MAIL_DIGEST;

export async function digestOf(db: Db, userId: number): Promise<MailDigest> {
  const row = await db
    .selectFrom('notification_digests')
    .select('frequency')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return asDigest(row?.frequency);
}

export async function saveDigest(db: Db, userId: number, frequency: MailDigest): Promise<void> {
  await db
    .insertInto('notification_digests')
    .values({ user_id: userId, frequency })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency }))
    .execute();
}

/** Users with notifications waiting to be mailed, by id. */
export async function usersWithPendingMail(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('mail_state', '=', 'pending')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** Records a digest that went out. */
export async function markDigestSent(db: Db, userId: number, sentAt: string): Promise<void> {
  await db
    .insertInto('notification_digests')
    .values({ user_id: userId, frequency: DEFAULT_MAIL_DIGEST, last_sent_at: sentAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: sentAt }))
    .execute();
}

/** Where and how often to mail the user; null for a user that no longer exists. */
export async function recipientOf(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('notification_digests', 'notification_digests.user_id', 'users.id')
    .select(['users.email', 'users.username', 'users.email_verified_at', 'notification_digests.frequency'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    username: row.username,
    verified: row.email_verified_at !== null,
    digest: asDigest(row.frequency ?? undefined),
  };
}

/** Notifications in one mail at most; more wait for the next one. */
const MAIL_BATCH_LIMIT = 200;

/** The user's notifications waiting to be mailed, oldest first. */
export function pendingMailOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'payload', 'created_at'])
    .where('user_id', '=', userId)
    .where('mail_state', '=', 'pending')
    .orderBy('id')
    .limit(MAIL_BATCH_LIMIT)
    .execute();
}
export type PendingMailRow = Awaited<ReturnType<typeof pendingMailOf>>[number];

/** Moves the notifications on from 'pending' (only those still pending). */
export async function settleMail(
  db: Db,
  ids: readonly number[],
  state: Exclude<NotificationMailState, 'pending'>,
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ mail_state: state, mailed_at: state === 'sent' ? at : null })
    .where('id', 'in', [...ids])
    .where('mail_state', '=', 'pending')
    .execute();
}

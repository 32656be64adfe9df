import { EMAIL_CHANGE_TTL_MS, type PendingEmailChange } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  emailChangeToTakenAddressMail,
  emailChangedMail,
} from '../../mail/account-mails';
import { hashToken, newSecretToken } from '../auth/tokens';
import { findUserByLogin } from '../users/api';
import { getUser } from '../users/service';
import * as repo from './repo';

const EMAIL_TAKEN = 'An account with that email already exists. Choose another address.';
const LINK_NOT_VALID =
  'This confirmation link is not valid or has already been used. Ask for the change again in Account Settings.';

const pendingOf = (row: repo.EmailChangeRow | undefined): PendingEmailChange => ({
  pending: row ? { email: row.new_email, expiresAt: row.expires_at } : null,
});

export async function pendingEmailChange(ctx: AppContext, userId: number): Promise<PendingEmailChange> {
  return pendingOf(await repo.findOpenEmailChange(ctx.database.db, userId, ctx.now().toISOString()));
}

/**
 * Replaces any waiting change with one to `email` and mails its link there; nothing changes until the
 * link is followed. An address another account holds is answered the same (docs/decisions/058): the
 * change waits as every other change does, and the address's owner is told instead of sent a link. Returns whether the
 * SMTP server took the mail.
 */
async function startChange(ctx: AppContext, user: { id: number; username: string }, email: string) {
  const { db } = ctx.database;
  const taken = await repo.emailTakenByOther(db, email, user.id);
  const { token, hash } = newSecretToken();
  const now = ctx.now();
  await db.transaction().execute(async (trx) => {
    await repo.cancelEmailChanges(trx, user.id, now.toISOString());
    await repo.insertEmailChange(trx, {
      userId: user.id,
      newEmail: email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
  });
  if (taken) {
    const owner = await findUserByLogin(db, email);
    const signIn = new URL('/login', ctx.config.PUBLIC_URL).toString();
    return ctx.mailer.send(emailChangeToTakenAddressMail(email, owner?.username ?? email, signIn));
  }
  const link = new URL(`/confirm-email/${token}`, ctx.config.PUBLIC_URL).toString();
  return ctx.mailer.send(confirmEmailChangeMail(email, user.username, link));
}

export async function requestEmailChange(
  ctx: AppContext,
  userId: number,
  /** Without a password, the route has checked for a recent re-authentication. */
  input: { email: string; password?: string | undefined },
): Promise<PendingEmailChange & { confirmationMailSent: boolean }> {
  const user = await getUser(ctx, userId);
  if (
    input.password !== undefined &&
    !(await ctx.memory.passwords.verify(input.password, user.password_hash))
  ) {
    throw forbidden('Your password is not correct.');
  }
  if (input.email === user.email) throw badRequest('That is already your e-mail address.');
  const confirmationMailSent = await startChange(ctx, user, input.email);
  void ctx.mailer.send(emailChangeRequestedMail(user.email, user.username, input.email));
  return { ...(await pendingEmailChange(ctx, userId)), confirmationMailSent };
}

/** A fresh link (and 24 hours) for the waiting change; the old link stops working. */
export async function resendEmailChange(
  ctx: AppContext,
  userId: number,
): Promise<PendingEmailChange & { confirmationMailSent: boolean }> {
  const user = await getUser(ctx, userId);
  const open = await repo.findOpenEmailChange(ctx.database.db, userId, ctx.now().toISOString());
  if (!open) throw notFound('No e-mail change is waiting. Ask for one again.');
  const confirmationMailSent = await startChange(ctx, user, open.new_email);
  return { ...(await pendingEmailChange(ctx, userId)), confirmationMailSent };
}

export async function cancelEmailChange(ctx: AppContext, userId: number): Promise<PendingEmailChange> {
  await repo.cancelEmailChanges(ctx.database.db, userId, ctx.now().toISOString());
  return pendingOf(undefined);
}

/**
 * Follows the link mailed to the new address, signed in as the account that asked: the address becomes
 * the account's (and verified). Whether another account took it since is checked again in the same
 * transaction that changes it; the unique index settles a race between two confirmations.
 */
export async function confirmEmailChange(ctx: AppContext, userId: number, token: string): Promise<string> {
  const { db } = ctx.database;
  const change = await repo.findEmailChangeByToken(db, hashToken(token));
  // Another account's link reads as no link: it says nothing about that account.
  if (!change || change.user_id !== userId || change.used_at || change.cancelled_at) {
    throw badRequest(LINK_NOT_VALID);
  }
  const now = ctx.now().toISOString();
  if (change.expires_at <= now) {
    throw badRequest('This confirmation link has expired. Ask for the change again in Account Settings.');
  }
  const user = await getUser(ctx, userId);
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.useEmailChange(trx, change.id, now))) throw badRequest(LINK_NOT_VALID);
      if (await repo.emailTakenByOther(trx, change.new_email, userId)) throw conflict(EMAIL_TAKEN);
      await repo.setEmail(trx, userId, change.new_email, now);
    });
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation') throw conflict(EMAIL_TAKEN);
    throw error;
  }
  void ctx.mailer.send(emailChangedMail(user.email, user.username, change.new_email));
  return change.new_email;
}

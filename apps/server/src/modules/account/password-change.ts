import type { ChangePasswordRequest, SetPasswordRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { passwordChangedMail } from '../../mail/account-mails';
import { hasPassword } from '../auth/passwords';
import { liveSignIns, revokeUserSessions } from '../auth/api';
import { getUser } from '../users/service';
import * as repo from './repo';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

export interface AccountCaller {
  userId: number;
  /** The sign-in making the change, which stays signed in; null for an access token without one. */
  family: string | null;
}

/**
 * Sets a new password once the current one is proven, and signs out every other session: whoever
 * knew the old password is out. The caller's own sign-in stays.
 */
export async function changePassword(
  ctx: AppContext,
  caller: AccountCaller,
  input: Required<ChangePasswordRequest>,
): Promise<void> {
  const { db } = ctx.database;
  const user = await getUser(ctx, caller.userId);
  if (!(await ctx.memory.passwords.verify(input.currentPassword, user.password_hash))) {
    throw forbidden(WRONG_CURRENT_PASSWORD);
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest('The new password is the same as the current one. Choose a different one.');
  }
  const hash = await ctx.memory.passwords.hash(input.newPassword);
  const now = ctx.now().toISOString();
  const others = (await liveSignIns(db, caller.userId, now)).filter((row) => row.family !== caller.family);
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, caller.userId, hash);
    await revokeUserSessions(trx, caller.userId, now, caller.family ?? undefined);
  });
  for (const row of others) await ctx.events.endSession(caller.userId, row.family, 'revoked');
  void ctx.mailer.send(passwordChangedMail(user.email, user.username));
}

export const PASSWORD_ALREADY_SET =
  'Your account already has a password. Change it under Change password, with the current one.';

/**
 * Gives an account that signs in only through a provider its first password. Nobody knew one before,
 * so every session stays; the write is conditional, so of two at once only the first sets it.
 */
export async function setFirstPassword(
  ctx: AppContext,
  userId: number,
  input: Required<SetPasswordRequest>,
): Promise<void> {
  const user = await getUser(ctx, userId);
  if (hasPassword(user.password_hash)) throw conflict(PASSWORD_ALREADY_SET);
  const hash = await ctx.memory.passwords.hash(input.newPassword);
  if (!(await repo.setPasswordHashIfNone(ctx.database.db, userId, user.password_hash, hash)))
    throw conflict(PASSWORD_ALREADY_SET);
  void ctx.mailer.send(passwordChangedMail(user.email, user.username));
}

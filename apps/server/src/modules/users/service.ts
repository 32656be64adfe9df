import { AUTH_ERROR, type registerRequestSchema } from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { registrationAttemptMail } from '../../mail/account-mails';
import { verificationMail } from '../../mail/templates';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import * as repo from './repo';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type Registration = z.output<typeof registerRequestSchema>;

export interface Registered {
  /** Null when the address was taken: its owner was mailed, and the caller is told nothing else. */
  userId: number | null;
  /** False when the SMTP server did not take the verification mail: the account stays, resend can follow. */
  verificationMailSent: boolean;
}

/**
 * A taken username says so (usernames are public); a taken e-mail does not (docs/decisions/058): the
 * answer is a new registration's, and the address's owner is mailed instead. The username is checked
 * first and alone, so no combination of the two tells whose an address is.
 */
export async function registerUser(ctx: AppContext, input: Registration): Promise<Registered> {
  const { db } = ctx.database;
  const taken = await repo.findTakenFields(db, input.email, input.username);
  if (taken.username) throw conflict(USERNAME_TAKEN);
  // Hashed either way, so a taken address answers in the time a new account takes.
  const passwordHash = await ctx.memory.passwords.hash(input.password);
  if (taken.email) return { userId: null, verificationMailSent: await tellOwner(ctx, input.email) };
  const now = ctx.now().toISOString();
  let userId: number;
  try {
    userId = await repo.insertUser(db, {
      email: input.email,
      username: input.username,
      passwordHash,
      gmName: input.gmName ?? null,
      favoriteTeam: input.favoriteTeam ?? null,
      createdAt: now,
    });
  } catch (error) {
    if (databaseErrorKind(error) !== 'unique-violation') throw error;
    // Two sign-ups raced; the unique index decided. Told as the check above would have told it.
    if ((await repo.findTakenFields(db, input.email, input.username)).username)
      throw conflict(USERNAME_TAKEN);
    return { userId: null, verificationMailSent: await tellOwner(ctx, input.email) };
  }
  const link = await newVerificationLink(ctx, userId);
  const verificationMailSent = await ctx.mailer.send(verificationMail(input.email, input.username, link));
  return { userId, verificationMailSent };
}

const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

/** Mails the owner of a registered address that someone signed up with it; whether the mail went out. */
async function tellOwner(ctx: AppContext, email: string): Promise<boolean> {
  const owner = await repo.findUserByLogin(ctx.database.db, email);
  const at = (path: string) => new URL(path, ctx.config.PUBLIC_URL).toString();
  const links = { signIn: at('/login'), resetPassword: at('/forgot-password') };
  return ctx.mailer.send(registrationAttemptMail(email, owner?.username ?? email, links));
}

export async function newVerificationLink(ctx: AppContext, userId: number): Promise<string> {
  const { token, hash } = newSecretToken();
  const now = ctx.now();
  await repo.insertVerification(ctx.database.db, {
    userId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  return new URL(`/db/verify/${token}`, ctx.config.PUBLIC_URL).toString();
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const { db } = ctx.database;
  const verification = await repo.findVerification(db, hashToken(token));
  if (!verification || verification.used_at) {
    throw badRequest(
      'This verification link is not valid or has already been used. Request a new one below.',
      AUTH_ERROR.tokenInvalid,
    );
  }
  const now = ctx.now().toISOString();
  if (verification.expires_at <= now) {
    throw badRequest('This verification link has expired. Request a new one below.', AUTH_ERROR.tokenExpired);
  }
  const used = await repo.useVerification(db, verification.id, now);
  if (!used) throw badRequest('This verification link has already been used.', AUTH_ERROR.tokenInvalid);
  await repo.markEmailVerified(db, verification.user_id, now);
}

/**
 * Sends a fresh link to an unverified account. The caller learns nothing about the account: not
 * whether it exists, nor whether the mail went out (the mailer logs a failure), nor, since the mail
 * is not awaited, from how long the answer took.
 */
export async function resendVerification(ctx: AppContext, login: string): Promise<void> {
  const user = await repo.findUserByLogin(ctx.database.db, login);
  if (!user || user.email_verified_at) return;
  const link = await newVerificationLink(ctx, user.id);
  void ctx.mailer.send(verificationMail(user.email, user.username, link));
}

export async function getUser(ctx: AppContext, userId: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(ctx.database.db, userId);
  if (!user || user.deleted_at !== null) throw notFound('Your account no longer exists.');
  return user;
}

import { AUTH_ERROR, type registerRequestSchema } from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { verificationMail } from '../../mail/templates';
import { hashPassword } from '../auth/passwords';
import { hashToken, newSecretToken } from '../auth/tokens';
import * as repo from './repo';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type Registration = z.output<typeof registerRequestSchema>;

export async function registerUser(ctx: AppContext, input: Registration): Promise<number> {
  const { db } = ctx.database;
  const taken = await repo.findTakenFields(db, input.email, input.username);
  if (taken.username) throw conflict('That username is already taken. Please choose another.');
  if (taken.email) throw conflict('An account with that email already exists. Try signing in instead.');
  const passwordHash = await hashPassword(input.password);
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
    // Two sign-ups raced for the same name; the unique index decided.
    if (/unique|duplicate/i.test(String(error))) throw conflict('That username or email is already taken.');
    throw error;
  }
  await sendVerification(ctx, userId, input.email, input.username);
  return userId;
}

async function sendVerification(ctx: AppContext, userId: number, email: string, username: string) {
  const { token, hash } = newSecretToken();
  const now = ctx.now();
  await repo.insertVerification(ctx.database.db, {
    userId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  const link = new URL(`/db/verify/${token}`, ctx.config.PUBLIC_URL).toString();
  await ctx.mailer.send(verificationMail(email, username, link));
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

/** Sends a fresh link to an unverified account; says the same thing whether or not the account exists. */
export async function resendVerification(ctx: AppContext, login: string): Promise<void> {
  const user = await repo.findUserByLogin(ctx.database.db, login);
  if (user && !user.email_verified_at) await sendVerification(ctx, user.id, user.email, user.username);
}

export async function getUser(ctx: AppContext, userId: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(ctx.database.db, userId);
  if (!user) throw notFound('Your account no longer exists.');
  return user;
}

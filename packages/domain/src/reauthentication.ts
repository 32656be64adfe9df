import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password';
import { text } from './text';

/**
 * How long a re-authentication lets the account's sensitive changes through (OWASP ASVS V3.7,
 * docs/decisions/058): long enough to finish a settings form, short enough that a cookie stolen later
 * carries no proof.
 */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/** The `error` of the 403 a sensitive change answers without a recent proof. */
export const REAUTHENTICATION_REQUIRED = 'ReauthenticationRequired';

/** How the person proved it was them: their password, or a fresh sign-in at a linked provider. */
export type ReauthenticationMethod = 'password' | 'provider';

/** A proof as the server keeps it: who, in which sign-in (refresh-token family), and when. */
export interface ReauthenticationProof {
  userId: number;
  /** The sign-in the proof was made in; null for an access token from before sign-ins had families. */
  session: string | null;
  provenAt: Date;
  method: ReauthenticationMethod;
}

/**
 * Whether a sensitive change by `caller` may go ahead on `proof`: the same user in the same sign-in,
 * proven less than ten minutes ago (and not in the future). A sign-in itself is no proof: a cookie
 * stolen minutes after it would carry one.
 */
export function hasRecentProof(
  proof: ReauthenticationProof | null | undefined,
  caller: { userId: number; session: string | null },
  now: Date,
): boolean {
  if (!proof || proof.userId !== caller.userId || proof.session !== caller.session) return false;
  const elapsed = now.getTime() - proof.provenAt.getTime();
  return elapsed >= 0 && elapsed < REAUTHENTICATION_WINDOW_MS;
}

/**
 * Whether a provider's answer to a re-authentication shows a sign-in there within the window. A provider
 * that does not say when (no `auth_time`) is taken at its word: it was asked for a fresh one (`max_age=0`).
 */
export function providerSignInIsFresh(authTime: Date | undefined, now: Date): boolean {
  if (!authTime) return true;
  const elapsed = now.getTime() - authTime.getTime();
  // A minute's grace for clocks that disagree: the provider's may run ahead of ours.
  return elapsed > -60_000 && elapsed < REAUTHENTICATION_WINDOW_MS;
}

/** Until when a proof made at `provenAt` counts. */
export const proofExpiresAt = (provenAt: Date) => new Date(provenAt.getTime() + REAUTHENTICATION_WINDOW_MS);

/**
 * What the person is asked for: their password when the account has one, else a fresh sign-in at
 * one of its linked providers (an account without a password has at least one).
 */
export function reauthenticationMethod(account: { hasPassword: boolean }): ReauthenticationMethod {
  return account.hasPassword ? 'password' : 'provider';
}

/** The message of the 403, naming what to do. */
export function reauthenticationMessage(account: { hasPassword: boolean; providerLabels: string[] }): string {
  if (account.hasPassword || account.providerLabels.length === 0) {
    return 'Confirm it is you: enter your password again, then try once more.';
  }
  const providers = account.providerLabels.join(' or ');
  return `Confirm it is you: sign in with ${providers} again, then try once more.`;
}

/** POST /auth/reauthenticate */
export const reauthenticateRequestSchema = z.object({
  password: text('Password').min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type ReauthenticateRequest = z.input<typeof reauthenticateRequestSchema>;

/** GET /auth/reauthentication, and the answer of POST /auth/reauthenticate. */
export const reauthenticationStatusSchema = z.object({
  /** Whether a sensitive change would go through now without asking. */
  recent: z.boolean(),
  /** When the current proof stops counting; null without one. */
  expiresAt: z.string().nullable(),
  /** What the confirm dialog asks for. */
  method: z.enum(['password', 'provider']),
});
export type ReauthenticationStatus = z.infer<typeof reauthenticationStatusSchema>;

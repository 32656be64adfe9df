import { z } from 'zod';
import { USERNAME_PATTERN, usernameSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './password';
import { text } from './text';

/** A provider's name in URLs and the database: `google`, `discord`, or an operator's own. */
export const SOCIAL_PROVIDER_NAME = /^[a-z0-9-]{2,32}$/;

export const socialProviderSchema = z.object({ name: z.string(), label: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialProvidersResponseSchema = z.object({ providers: z.array(socialProviderSchema) });

export const socialProviderParamsSchema = z.object({
  provider: z.string().regex(SOCIAL_PROVIDER_NAME, 'No such sign-in provider.'),
});

/** What the sign-in with a provider waits for: the account's password, or a username for a new one. */
export const pendingSocialSignInSchema = z.object({
  provider: socialProviderSchema,
  email: z.string().nullable(),
  next: z.enum(['link-account', 'choose-username']),
  suggestedUsername: z.string(),
});
export type PendingSocialSignIn = z.infer<typeof pendingSocialSignInSchema>;

export const linkAccountRequestSchema = z.object({
  password: text('Password').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export const chooseUsernameRequestSchema = z.object({ username: usernameSchema });

/** Where the browser goes once signed in. */
export const socialSignedInResponseSchema = z.object({ message: z.string(), redirectTo: z.string() });

export const linkedIdentitySchema = z.object({
  provider: socialProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const linkedIdentitiesResponseSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  /** False for an account made with a provider: it signs in only through its linked identities. */
  hasPassword: z.boolean(),
});
export type LinkedIdentities = z.infer<typeof linkedIdentitiesResponseSchema>;

/** An account must keep one way in: its password, or another linked provider. */
export const canUnlinkIdentity = (account: { hasPassword: boolean; identityCount: number }) =>
  account.hasPassword || account.identityCount > 1;

export const LAST_SIGN_IN_METHOD =
  'This is the only way into your account. Link another provider or set a password before unlinking it.';

/** Why a sign-in with a provider came back to the login or settings page (`?social_error=`). */
export const SOCIAL_SIGN_IN_ERRORS = {
  'invalid-state':
    'That sign-in attempt expired or did not start here. Please try again from the sign-in page.',
  cancelled: 'Sign-in with the provider was cancelled.',
  'provider-error': 'The provider could not sign you in. Please try again.',
  'provider-unavailable': 'The provider could not be reached. Please try again in a moment.',
  'no-email': 'The provider did not share an e-mail address, and Rinkside needs one for your account.',
  'email-unverified-taken':
    'An account with this e-mail already exists, but the provider has not verified the address. ' +
    'Sign in with your password, then link the provider from Account settings.',
  'account-without-password':
    'An account with this e-mail signs in with another provider. Sign in with that one, then link ' +
    'this provider from Account settings.',
  'identity-taken': 'That provider account is already linked to another Rinkside account.',
  'provider-already-linked':
    'Your account is already linked to another account at this provider. Unlink it first.',
  'sign-in-required': 'Please sign in to link a provider to your account.',
  'pending-expired': 'That sign-in took too long. Please start again with the provider button.',
  'reauthentication-required':
    'Confirm it is you first: enter your password or sign in with your provider again, then link.',
  'reauthentication-stale':
    'The provider did not ask you to sign in again, so it could not confirm it is you. Please try again.',
  'reauthentication-mismatch':
    'The provider account you signed in with is not linked to yours, so it cannot confirm it is you.',
} as const;
export type SocialSignInError = keyof typeof SOCIAL_SIGN_IN_ERRORS;

export function socialSignInErrorMessage(code: string | null): string | undefined {
  return code !== null && Object.hasOwn(SOCIAL_SIGN_IN_ERRORS, code)
    ? SOCIAL_SIGN_IN_ERRORS[code as SocialSignInError]
    : undefined;
}

/** A path on this site to return to, or undefined: never another host (`//evil`, `/\evil`, `https:`). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return undefined;
  return value;
}

/** A username for the choose-username form to start from: the e-mail's local part, made to fit the rule. */
export function suggestUsername(email: string | null, preferred?: string | null): string {
  for (const candidate of [preferred, email?.split('@')[0]]) {
    if (!candidate) continue;
    const cleaned = candidate
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 24);
    if (USERNAME_PATTERN.test(cleaned)) return cleaned;
  }
  return '';
}

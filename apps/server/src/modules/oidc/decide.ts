import type { SocialSignInError } from '@rinkside/domain';

/** What a provider said about the person who signed in there. */
export interface ProviderProfile {
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  /** When the person last signed in at the provider, if it says (`auth_time`). */
  authTime?: Date;
}

export type SignInDecision =
  | { kind: 'sign-in'; userId: number }
  | { kind: 'needs-password'; userId: number }
  | { kind: 'choose-username' }
  | { kind: 'refused'; error: SocialSignInError };

/**
 * A signed-out person back from a provider (docs/decisions/042): a linked identity signs in; an
 * account with the same e-mail is never taken over silently: its password must be given first, and
 * only when the provider vouches for the address; otherwise a new account.
 */
export function decideSignIn(input: {
  linkedUserId: number | undefined;
  profile: ProviderProfile;
  accountWithEmail: { id: number; hasPassword: boolean } | undefined;
}): SignInDecision {
  const { linkedUserId, profile, accountWithEmail } = input;
  if (linkedUserId !== undefined) return { kind: 'sign-in', userId: linkedUserId };
  if (!profile.email) return { kind: 'refused', error: 'no-email' };
  if (!accountWithEmail) return { kind: 'choose-username' };
  if (!profile.emailVerified) return { kind: 'refused', error: 'email-unverified-taken' };
  if (!accountWithEmail.hasPassword) return { kind: 'refused', error: 'account-without-password' };
  return { kind: 'needs-password', userId: accountWithEmail.id };
}

export type LinkDecision =
  { kind: 'link' } | { kind: 'already-linked' } | { kind: 'refused'; error: SocialSignInError };

/** A signed-in user linking a provider from Account settings. */
export function decideLink(input: {
  userId: number;
  linkedUserId: number | undefined;
  userHasProvider: boolean;
}): LinkDecision {
  if (input.linkedUserId === input.userId) return { kind: 'already-linked' };
  if (input.linkedUserId !== undefined) return { kind: 'refused', error: 'identity-taken' };
  if (input.userHasProvider) return { kind: 'refused', error: 'provider-already-linked' };
  return { kind: 'link' };
}

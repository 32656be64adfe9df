import { describe, expect, it } from 'vitest';
import { type ProviderProfile, decideLink, decideSignIn } from './decide';

const profile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile => ({
  subject: 'sub-1',
  email: 'gm@example.com',
  emailVerified: true,
  preferredUsername: null,
  ...overrides,
});
const withPassword = { id: 7, hasPassword: true };

describe('decideSignIn', () => {
  it('signs in the user an identity is linked to, whatever the e-mail says', () => {
    expect(
      decideSignIn({
        linkedUserId: 3,
        profile: profile({ emailVerified: false }),
        accountWithEmail: withPassword,
      }),
    ).toEqual({ kind: 'sign-in', userId: 3 });
  });

  it('asks for the password of the account whose e-mail the provider verified', () => {
    expect(
      decideSignIn({ linkedUserId: undefined, profile: profile(), accountWithEmail: withPassword }),
    ).toEqual({
      kind: 'needs-password',
      userId: 7,
    });
  });

  it('never links through an e-mail the provider has not verified', () => {
    expect(
      decideSignIn({
        linkedUserId: undefined,
        profile: profile({ emailVerified: false }),
        accountWithEmail: withPassword,
      }),
    ).toEqual({ kind: 'refused', error: 'email-unverified-taken' });
  });

  it('cannot ask for a password the matching account does not have', () => {
    expect(
      decideSignIn({
        linkedUserId: undefined,
        profile: profile(),
        accountWithEmail: { id: 7, hasPassword: false },
      }),
    ).toEqual({ kind: 'refused', error: 'account-without-password' });
  });

  it('offers a new account when no account has the e-mail, verified or not', () => {
    for (const emailVerified of [true, false]) {
      expect(
        decideSignIn({
          linkedUserId: undefined,
          profile: profile({ emailVerified }),
          accountWithEmail: undefined,
        }),
      ).toEqual({ kind: 'choose-username' });
    }
  });

  it('refuses a provider account without an e-mail', () => {
    expect(
      decideSignIn({
        linkedUserId: undefined,
        profile: profile({ email: null }),
        accountWithEmail: undefined,
      }),
    ).toEqual({ kind: 'refused', error: 'no-email' });
  });
});

describe('decideLink', () => {
  it('links a provider account nobody has linked', () => {
    expect(decideLink({ userId: 1, linkedUserId: undefined, userHasProvider: false })).toEqual({
      kind: 'link',
    });
  });
  it('is a no-op when the identity is already this user’s', () => {
    expect(decideLink({ userId: 1, linkedUserId: 1, userHasProvider: true })).toEqual({
      kind: 'already-linked',
    });
  });
  it('refuses an identity linked to someone else', () => {
    expect(decideLink({ userId: 1, linkedUserId: 2, userHasProvider: false })).toEqual({
      kind: 'refused',
      error: 'identity-taken',
    });
  });
  it('refuses a second account at the same provider', () => {
    expect(decideLink({ userId: 1, linkedUserId: undefined, userHasProvider: true })).toEqual({
      kind: 'refused',
      error: 'provider-already-linked',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  REAUTHENTICATION_WINDOW_MS,
  hasRecentProof,
  providerSignInIsFresh,
  reauthenticationMessage,
  reauthenticationMethod,
} from './reauthentication';

const provenAt = new Date('2026-11-28T12:00:00.000Z');
const proof = { userId: 7, session: 'family-a', provenAt, method: 'password' as const };
const caller = { userId: 7, session: 'family-a' };
const after = (ms: number) => new Date(provenAt.getTime() + ms);
const MINUTE = 60_000;

describe('hasRecentProof', () => {
  it('counts a proof made 9:59 ago', () => {
    expect(hasRecentProof(proof, caller, after(9 * MINUTE + 59_000))).toBe(true);
  });
  it('refuses a proof made 10:01 ago', () => {
    expect(hasRecentProof(proof, caller, after(10 * MINUTE + 1_000))).toBe(false);
  });
  it('refuses a proof exactly ten minutes old', () => {
    expect(hasRecentProof(proof, caller, after(REAUTHENTICATION_WINDOW_MS))).toBe(false);
  });
  it('refuses no proof at all', () => {
    expect(hasRecentProof(null, caller, provenAt)).toBe(false);
    expect(hasRecentProof(undefined, caller, provenAt)).toBe(false);
  });
  it("refuses another user's proof", () => {
    expect(hasRecentProof(proof, { ...caller, userId: 8 }, after(1_000))).toBe(false);
  });
  it('refuses a proof made in another sign-in of the same user', () => {
    expect(hasRecentProof(proof, { ...caller, session: 'family-b' }, after(1_000))).toBe(false);
    expect(hasRecentProof(proof, { ...caller, session: null }, after(1_000))).toBe(false);
  });
  it('refuses a proof dated in the future', () => {
    expect(hasRecentProof(proof, caller, after(-1_000))).toBe(false);
  });
});

describe('reauthenticationMethod', () => {
  it('asks an account with a password for it', () => {
    expect(reauthenticationMethod({ hasPassword: true })).toBe('password');
  });
  it('sends an account without one through its provider', () => {
    expect(reauthenticationMethod({ hasPassword: false })).toBe('provider');
  });
});

describe('reauthenticationMessage', () => {
  it('names the password for an account with one', () => {
    expect(reauthenticationMessage({ hasPassword: true, providerLabels: ['Google'] })).toMatch(/password/);
  });
  it('names the providers for an account without a password', () => {
    expect(reauthenticationMessage({ hasPassword: false, providerLabels: ['Google', 'GitHub'] })).toBe(
      'Confirm it is you: sign in with Google or GitHub again, then try once more.',
    );
  });
});

describe('providerSignInIsFresh', () => {
  it('takes a sign-in at the provider 9:59 ago', () => {
    expect(providerSignInIsFresh(provenAt, after(9 * MINUTE + 59_000))).toBe(true);
  });
  it('refuses one 10:01 ago: the provider remembered an old sign-in', () => {
    expect(providerSignInIsFresh(provenAt, after(10 * MINUTE + 1_000))).toBe(false);
  });
  it('takes a provider that does not say when', () => {
    expect(providerSignInIsFresh(undefined, provenAt)).toBe(true);
  });
});

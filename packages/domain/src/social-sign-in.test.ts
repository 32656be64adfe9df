import { describe, expect, it } from 'vitest';
import {
  canUnlinkIdentity,
  safeReturnPath,
  socialSignInErrorMessage,
  suggestUsername,
} from './social-sign-in';

describe('canUnlinkIdentity', () => {
  it('lets an account with a password unlink its only identity', () => {
    expect(canUnlinkIdentity({ hasPassword: true, identityCount: 1 })).toBe(true);
  });
  it('lets an account without a password unlink one of two identities', () => {
    expect(canUnlinkIdentity({ hasPassword: false, identityCount: 2 })).toBe(true);
  });
  it('keeps the last way into an account without a password', () => {
    expect(canUnlinkIdentity({ hasPassword: false, identityCount: 1 })).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/league/4/roster?tab=2')).toBe('/league/4/roster?tab=2');
  });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'dashboard', '', '/a\nb', 7])(
    'refuses %j',
    (value) => {
      expect(safeReturnPath(value)).toBeUndefined();
    },
  );
});

describe('suggestUsername', () => {
  it('takes the e-mail local part, made to fit the username rule', () => {
    expect(suggestUsername('jean.béliveau+hockey@example.com')).toBe('jean_beliveau_hockey');
  });
  it('prefers the name the provider suggested', () => {
    expect(suggestUsername('x@example.com', 'Le Gros Bill')).toBe('Le_Gros_Bill');
  });
  it('gives nothing when no candidate fits', () => {
    expect(suggestUsername('ab@example.com')).toBe('');
    expect(suggestUsername(null)).toBe('');
  });
});

describe('socialSignInErrorMessage', () => {
  it('reads known codes and ignores others', () => {
    expect(socialSignInErrorMessage('cancelled')).toMatch(/cancelled/);
    expect(socialSignInErrorMessage('toString')).toBeUndefined();
    expect(socialSignInErrorMessage(null)).toBeUndefined();
  });
});

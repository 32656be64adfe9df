import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/db/verify/abc123_-XYZ', '/api/db/verify/[redacted]'],
    ['/db/verify/abc123', '/db/verify/[redacted]'],
    ['/reset-password/abc123', '/reset-password/[redacted]'],
    ['/confirm-email/abc123', '/confirm-email/[redacted]'],
    ['/api/DB/Verify/abc123', '/api/DB/Verify/[redacted]'],
    ['/api/db/verify//abc/def', '/api/db/verify/[redacted]'],
    ['/api/db/verify/abc?x=1', '/api/db/verify/[redacted]?x=1'],
  ])('hides the token in the path %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    [
      '/api/auth/oidc/test/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp',
      '/api/auth/oidc/test/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?TOKEN=abc&token=def', '/x?TOKEN=[redacted]&token=[redacted]'],
    [
      '/x?id_token=a&access_token=b&refresh_token=c',
      '/x?id_token=[redacted]&access_token=[redacted]&refresh_token=[redacted]',
    ],
  ])('hides a secret query parameter in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/league/4/standings',
    '/api/league/4/games?season=2&page=3',
    '/api/db/users/create',
    '/api/db/verifyx/abc',
    '/login?returnTo=%2Fleague%2F4',
    '/x?tokens=1&mycode=2',
  ])('leaves a URL without secrets as it is: %s', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

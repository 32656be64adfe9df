import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_LAST_USED_INTERVAL_MS,
  apiTokenExpiry,
  apiTokenLastUseDue,
  apiTokenPermission,
  apiTokenState,
  isAccountRoute,
} from './api-token-rules';
import { createApiTokenRequestSchema } from './api-tokens';

const at = (iso: string) => new Date(iso);

describe('apiTokenPermission', () => {
  const standings = '/api/league/:id/standings';
  const saveLineup = '/api/user/league/:leagueId/team/:teamId/save-lineup';

  it('lets a read token use the safe methods and nothing else', () => {
    expect(apiTokenPermission('read', 'GET', standings)).toBe('allowed');
    expect(apiTokenPermission('read', 'HEAD', standings)).toBe('allowed');
    expect(apiTokenPermission('read', 'get', standings)).toBe('allowed');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(apiTokenPermission('read', method, saveLineup)).toBe('read-only');
    }
  });

  it('lets a write token write as well as read', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(apiTokenPermission('write', method, saveLineup)).toBe('allowed');
    }
  });

  it('refuses account routes to every scope and method, the read-only refusal coming second', () => {
    for (const scope of ['read', 'write'] as const) {
      expect(apiTokenPermission(scope, 'GET', '/api/user/tokens')).toBe('account-route');
      expect(apiTokenPermission(scope, 'POST', '/api/user/tokens')).toBe('account-route');
      expect(apiTokenPermission(scope, 'DELETE', '/api/user/tokens/:id')).toBe('account-route');
      expect(apiTokenPermission(scope, 'DELETE', '/api/user')).toBe('account-route');
      expect(apiTokenPermission(scope, 'PUT', '/api/user/password')).toBe('account-route');
      expect(apiTokenPermission(scope, 'GET', '/api/auth/sessions')).toBe('account-route');
    }
  });
});

describe('isAccountRoute', () => {
  it('names sign-in, sessions, password, e-mail, identities, deletion, profile edit and the tokens', () => {
    for (const route of [
      '/api/auth/logout',
      '/api/auth/sessions/:id',
      '/api/auth/reauthenticate',
      '/api/db/users/get',
      '/api/db/verify/:token',
      '/api/user',
      '/api/user/',
      '/api/user/password',
      '/api/user/email',
      '/api/user/email/confirm',
      '/api/user/email-change',
      '/api/user/email-change/resend',
      '/api/user/identities/:provider',
      '/api/user/profile',
      '/api/user/tokens',
      '/api/user/tokens/:id',
      '/api/user/commissioned-leagues',
      '/api/notifications/preferences',
      '/api/events',
    ]) {
      expect(isAccountRoute(route), route).toBe(true);
    }
  });

  it("leaves the league, the GM's team and the user's league pages open, matching whole path segments", () => {
    for (const route of [
      '/api/league/:id/standings',
      '/api/user/league/:leagueId/team/:teamId/save-lineup',
      '/api/user/recruitments',
      '/api/user/applications',
      '/api/user/profile/:username',
      '/api/notifications',
      '/api/feed',
      '/api/message/inbox',
      // Prefixes match segments, not letters: these only start with an account route's letters.
      '/api/authors',
      '/api/user/tokenshop',
      '/api/eventsfeed',
    ]) {
      expect(isAccountRoute(route), route).toBe(false);
    }
  });
});

describe('apiTokenState', () => {
  const now = at('2026-05-01T12:00:00.000Z');

  it('is live before its expiry and expired from that instant on', () => {
    const expiresAt = at('2026-05-01T12:00:00.000Z');
    expect(apiTokenState({ expiresAt, revokedAt: null }, at('2026-05-01T11:59:59.999Z'))).toBe('live');
    expect(apiTokenState({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired');
    expect(apiTokenState({ expiresAt, revokedAt: null }, at('2026-05-02T00:00:00.000Z'))).toBe('expired');
  });

  it('never expires without an expiry, and a revoked token stays revoked even before its expiry', () => {
    expect(apiTokenState({ expiresAt: null, revokedAt: null }, at('2099-01-01T00:00:00.000Z'))).toBe('live');
    expect(
      apiTokenState(
        { expiresAt: at('2027-01-01T00:00:00.000Z'), revokedAt: at('2026-04-01T00:00:00.000Z') },
        now,
      ),
    ).toBe('revoked');
  });
});

describe('apiTokenLastUseDue', () => {
  const last = at('2026-05-01T12:00:00.000Z');
  const after = (ms: number) => new Date(last.getTime() + ms);

  it('writes the first use, then again only once a full minute has passed', () => {
    expect(apiTokenLastUseDue(null, last)).toBe(true);
    expect(apiTokenLastUseDue(last, after(1_000))).toBe(false);
    expect(apiTokenLastUseDue(last, after(API_TOKEN_LAST_USED_INTERVAL_MS - 1))).toBe(false);
    expect(apiTokenLastUseDue(last, after(API_TOKEN_LAST_USED_INTERVAL_MS))).toBe(true);
    expect(apiTokenLastUseDue(last, after(10 * API_TOKEN_LAST_USED_INTERVAL_MS))).toBe(true);
  });
});

describe('apiTokenExpiry', () => {
  it('adds whole days to the creation time, or none for a token that never expires', () => {
    const created = at('2026-05-01T12:00:00.000Z');
    expect(apiTokenExpiry(created, 30)?.toISOString()).toBe('2026-05-31T12:00:00.000Z');
    expect(apiTokenExpiry(created, null)).toBeNull();
  });
});

describe('createApiTokenRequestSchema', () => {
  it('takes a trimmed name of 1 to 60 characters, a scope and an offered expiry, 90 days by default', () => {
    expect(createApiTokenRequestSchema.parse({ name: '  Bot ', scope: 'read' })).toEqual({
      name: 'Bot',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(
      createApiTokenRequestSchema.parse({ name: 'x'.repeat(60), scope: 'write', expiresInDays: null }),
    ).toMatchObject({ expiresInDays: null });
    expect(createApiTokenRequestSchema.safeParse({ name: '   ', scope: 'read' }).success).toBe(false);
    expect(createApiTokenRequestSchema.safeParse({ name: 'x'.repeat(61), scope: 'read' }).success).toBe(
      false,
    );
    expect(createApiTokenRequestSchema.safeParse({ name: 'Bot', scope: 'admin' }).success).toBe(false);
    expect(
      createApiTokenRequestSchema.safeParse({ name: 'Bot', scope: 'read', expiresInDays: 7 }).success,
    ).toBe(false);
  });
});

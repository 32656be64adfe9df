import type { TestUser } from './accounts';
import type { TestApp } from './test-app';

/** POST /api/league/import with the file's bytes as the body, as the web app and a script send it. */
export function importLeagueFile(t: TestApp, user: TestUser, bytes: Buffer) {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return t.app.inject({
    method: 'POST',
    url: '/api/league/import',
    headers: { cookie: user.cookie, 'content-type': gzip ? 'application/gzip' : 'application/json' },
    payload: bytes,
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_WRITE_INTERVAL_MS } from '../src/modules/inactivity/activity-throttle';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { createWebDist, type WebDist } from './support/web-dist';

// A name that would end the answers' script, and start one of its own, if it were written as it is.
const BREAKOUT_NAME = '</script><script>alert(1)</script><!--\u2028League';
const HOME_PATHS = ['schedule/progress', 'feed', 'standings', 'stats/leaders', 'clock'];
const ANSWERS_TAG = '<script type="application/json" id="start-up-answers">';

/** The answers a page holds as the browser reads them: the script's text up to the first `</script`. */
function embeddedAnswers(html: string): Record<string, unknown> | null {
  const start = html.indexOf(ANSWERS_TAG);
  if (start < 0) return null;
  const text = html.slice(start + ANSWERS_TAG.length, html.indexOf('</script', start));
  return JSON.parse(text) as Record<string, unknown>;
}

describe.each(DIALECTS)("a league page's start-up answers in its HTML on %s", (dialect) => {
  let t: TestApp;
  let web: WebDist;
  let indexHtml: string;
  let gm: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  let otherLeague: LeagueSummaryForTest;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const api = (user: TestUser, path: string) =>
    t.app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie: user.cookie } });

  beforeAll(async () => {
    web = createWebDist();
    indexHtml = readFileSync(join(web.dir, 'index.html'), 'utf8');
    t = await createTestApp(dialect, { WEB_DIST: web.dir });
    const commissioner = await signUp(t);
    gm = await signUp(t);
    outsider = await signUp(t);
    league = await leagueWithGms(t, commissioner, BREAKOUT_NAME, [gm]);
    otherLeague = await leagueWithGms(t, outsider, 'Elsewhere League', [outsider]);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it("embeds a GM's session, user and league home answers, equal to the API's, at the end of the body", async () => {
    const response = await page(`/league/${league.id}`, { cookie: gm.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/(^|, )Cookie(,|$)/);
    // A JSON script is not run: the policy that allows only the app's own scripts stays as it is.
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    // After everything the head names (the entry, its preloads and styles), before the body's end.
    expect(response.body.indexOf(ANSWERS_TAG)).toBeGreaterThan(response.body.indexOf('<body'));
    expect(response.body.indexOf(ANSWERS_TAG)).toBeLessThan(response.body.indexOf('</body>'));

    const answers = embeddedAnswers(response.body);
    const paths = [
      '/auth/check-session',
      '/db/users/get',
      `/league/${league.id}`,
      ...HOME_PATHS.map((p) => `/league/${league.id}/${p}`),
    ];
    expect(Object.keys(answers ?? {})).toEqual(paths);
    expect(answers?.['/auth/check-session']).toEqual({ loggedIn: true });
    for (const path of paths.slice(1)) {
      const fromApi = await api(gm, path);
      expect(fromApi.statusCode, path).toBe(200);
      expect(answers?.[path], path).toEqual(fromApi.json());
    }
  });

  it("embeds only the league's own answer on its other pages", async () => {
    const answers = embeddedAnswers(
      (await page(`/league/${league.id}/stats?season=1`, { cookie: gm.cookie })).body,
    );
    expect(Object.keys(answers ?? {})).toEqual([
      '/auth/check-session',
      '/db/users/get',
      `/league/${league.id}`,
    ]);
  });

  it('embeds nothing the API refuses: a league that does not exist', async () => {
    const missing = 987_654;
    expect((await api(gm, `/league/${missing}`)).statusCode).toBe(404);
    const response = await page(`/league/${missing}`, { cookie: gm.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(embeddedAnswers(response.body) ?? {})).toEqual([
      '/auth/check-session',
      '/db/users/get',
    ]);
  });

  it("embeds another league's answers as the API gives them to this user, and no more", async () => {
    // Every signed-in user may read a public league; the answer is the one they would get.
    const path = `/league/${otherLeague.id}`;
    const fromApi = await api(gm, path);
    expect(fromApi.statusCode).toBe(200);
    const answers = embeddedAnswers((await page(path, { cookie: gm.cookie })).body);
    expect(answers?.[path]).toEqual(fromApi.json());
    expect(answers?.[path]).toMatchObject({ isCommissioner: false });
    expect((answers?.['/db/users/get'] as { user: { id: number } }).user.id).toBe(gm.id);
  });

  it('embeds nothing of a members-only league for an outsider, all of it for a member', async () => {
    const path = `/league/${otherLeague.id}`;
    const setVisibility = (visibility: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api${path}/settings/visibility`,
        headers: { cookie: outsider.cookie },
        payload: { visibility },
      });
    expect((await setVisibility('members')).statusCode).toBe(200);
    try {
      const response = await page(path, { cookie: gm.cookie });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(embeddedAnswers(response.body) ?? {})).toEqual([
        '/auth/check-session',
        '/db/users/get',
      ]);
      expect(response.body).not.toContain('Elsewhere League');
      const forMember = embeddedAnswers((await page(path, { cookie: outsider.cookie })).body);
      expect(forMember?.[path]).toMatchObject({ name: 'Elsewhere League', visibility: 'members' });
    } finally {
      expect((await setVisibility('public')).statusCode).toBe(200);
    }
  });

  it('cannot be broken out of by an answer holding a closing script tag', async () => {
    const { body } = await page(`/league/${league.id}/roster`, { cookie: gm.cookie });
    const answers = embeddedAnswers(body);
    expect((answers?.[`/league/${league.id}`] as { name: string }).name).toBe(BREAKOUT_NAME);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<!--');
    expect(body).not.toContain('\u2028');
    // The page's scripts are the app's own and the answers: nothing else starts one.
    expect(body.match(/<script\b/g)).toHaveLength(2);
  });

  it('is compressed as the request accepts, like an API answer', async () => {
    const plain = await page(`/league/${league.id}/roster`, { cookie: gm.cookie });
    const br = await page(`/league/${league.id}/roster`, { cookie: gm.cookie, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the plain index.html, cached as always, to a visitor and to an ended or unreadable session', async () => {
    const ended = await login(t, gm.username, gm.password);
    const endedCookie = cookiesFrom(ended);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: endedCookie } });
    const refreshOnly = endedCookie
      .split('; ')
      .filter((c) => c.startsWith('rs_refresh='))
      .join('; ');
    for (const cookie of [undefined, endedCookie, 'rs_access=not-a-token', refreshOnly]) {
      const response = await page(`/league/${league.id}`, cookie === undefined ? {} : { cookie });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toBe(indexHtml);
      expect(response.headers['cache-control'], cookie).toBe('no-cache');
    }
    // Outside a league nothing is asked for, signed in or not.
    for (const url of ['/', '/dashboard', '/league/create', '/league/0'])
      expect((await page(url, { cookie: gm.cookie })).body, url).toBe(indexHtml);
  });

  it('serves the plain index.html when asking for the answers fails', async () => {
    const realInject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<Response>;
    const inject = vi.spyOn(t.app, 'inject');
    // The page's own request goes through; the API's answers cannot be had.
    inject.mockImplementation(((options: InjectOptions) =>
      String(options.url).startsWith('/api/')
        ? Promise.reject(new Error('the API is down'))
        : realInject(options)) as typeof t.app.inject);
    try {
      const response = await page(`/league/${league.id}`, { cookie: gm.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    } finally {
      inject.mockRestore();
    }
  });

  it("counts as the GM's visit to the league, as the browser's own requests would have", async () => {
    t.advance(ACTIVITY_WRITE_INTERVAL_MS + 60_000);
    const before = t.ctx.now().toISOString();
    await page(`/league/${league.id}`, { cookie: gm.cookie });
    const seat = await t.ctx.database.db
      .selectFrom('gm_activity')
      .select('last_active_at')
      .where('user_id', '=', gm.id)
      .executeTakeFirstOrThrow();
    expect(String(seat.last_active_at) >= before).toBe(true);
  });
});

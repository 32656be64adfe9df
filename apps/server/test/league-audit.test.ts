import { DEFAULT_TRADE_SETTINGS, type AuditEntry, type AuditPage } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { draftLeague, type DraftLeague } from './support/draft';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 27 point 6: every use of a commissioner power is in the league's audit log, which its GMs read.

describe.each(DIALECTS)("the league's audit log on %s", (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;
  let outsider: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const leagueUrl = () => `/api/league/${setup.league.id}`;
  const gm = (i: number) => setup.gms[i] as TestUser;
  /** Does one thing as `user`, expecting it done. */
  async function done(user: TestUser, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    const response = await inject(user, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  }
  /** The newest entry, as a GM who is no commissioner reads it. */
  async function newest(): Promise<AuditEntry> {
    const page = await inject(gm(2), 'GET', `${leagueUrl()}/audit?limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    const [entry] = (page.json() as AuditPage).entries;
    if (!entry) throw new Error('The audit log is empty.');
    return entry;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Three GMs; the fourth team waits for one.
    setup = await draftLeague(t, { stage: 'offseason', gmCount: 3 });
    outsider = await signUp(t);
  });
  afterAll(async () => t.close());

  it('logs each power with who used it, the league clock and the wall clock', async () => {
    const { commissioner } = setup;
    await done(commissioner, 'PUT', `${leagueUrl()}/name`, { name: 'Audited League' });
    const renamed = await newest();
    expect(renamed).toMatchObject({
      action: 'league_renamed',
      actor: { id: commissioner.id, username: commissioner.username },
      details: { from: 'Draft League', to: 'Audited League' },
    });
    expect(Math.abs(Date.parse(renamed.wallAt) - t.ctx.now().getTime())).toBeLessThan(60_000);
    // The league was simulated into its offseason: its clock is ahead of the wall clock.
    expect(renamed.leagueAt > renamed.wallAt).toBe(true);

    await done(commissioner, 'PUT', `${leagueUrl()}/trade-settings`, {
      ...DEFAULT_TRADE_SETTINGS,
      review: 'veto',
    });
    expect(await newest()).toMatchObject({
      action: 'settings_changed',
      details: { area: 'trade', changes: [{ field: 'review', from: 'none', to: 'veto' }] },
    });

    const newcomer = await signUp(t);
    const vacant = setup.league.teams[3]?.id ?? 0;
    await done(commissioner, 'PUT', `${leagueUrl()}/team/${vacant}/gm`, { username: newcomer.username });
    expect(await newest()).toMatchObject({
      action: 'gm_assigned',
      details: { teamId: vacant, userId: newcomer.id, username: newcomer.username, how: 'assigned' },
    });
    await done(commissioner, 'DELETE', `${leagueUrl()}/team/${vacant}/gm`);
    expect(await newest()).toMatchObject({
      action: 'gm_removed',
      details: { teamId: vacant, userId: newcomer.id },
    });

    await done(commissioner, 'PUT', `${leagueUrl()}/co-commissioners`, { userIds: [gm(0).id] });
    expect(await newest()).toMatchObject({
      action: 'co_commissioner_named',
      details: { userId: gm(0).id, username: gm(0).username },
    });

    // The co-commissioner's own uses are his.
    await done(gm(0), 'POST', `/api/simulation/league/${setup.league.id}/simulate`, {});
    expect(await newest()).toMatchObject({ action: 'games_simulated', actor: { id: gm(0).id } });
    await done(gm(0), 'POST', `${leagueUrl()}/draft/start`);
    expect(await newest()).toMatchObject({ action: 'draft_changed', details: { change: 'start' } });
    await done(gm(0), 'POST', `${leagueUrl()}/draft/pause`);
    expect(await newest()).toMatchObject({
      action: 'draft_changed',
      actor: { id: gm(0).id },
      details: { change: 'pause' },
    });

    await done(commissioner, 'PUT', `${leagueUrl()}/co-commissioners`, { userIds: [] });
    expect(await newest()).toMatchObject({
      action: 'co_commissioner_removed',
      actor: { id: commissioner.id },
      details: { userId: gm(0).id },
    });
  });

  it('keeps how the league was built, oldest last, a page at a time: GMs, playoff settings, schedule, clock', async () => {
    const all: AuditEntry[] = [];
    let before: number | null = null;
    do {
      const query: string = before === null ? '?limit=3' : `?limit=3&before=${before}`;
      const response = await inject(gm(1), 'GET', `${leagueUrl()}/audit${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as AuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      all.push(...page.entries);
      before = page.nextBefore;
    } while (before !== null);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.slice(-7).map((e) => e.action)).toEqual([
      'league_advanced',
      'league_advanced',
      'schedule_generated',
      'settings_changed',
      'gm_assigned',
      'gm_assigned',
      'gm_assigned',
    ]);
    expect(all.at(-4)?.details).toMatchObject({ area: 'playoff' });
  });

  it('is read by the GMs and commissioners of the league only', async () => {
    expect((await inject(setup.commissioner, 'GET', `${leagueUrl()}/audit`)).statusCode).toBe(200);
    const refused = await inject(outsider, 'GET', `${leagueUrl()}/audit`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/GMs and commissioners/);
    expect((await inject(null, 'GET', `${leagueUrl()}/audit`)).statusCode).toBe(401);
    expect((await inject(gm(1), 'GET', `${leagueUrl()}/audit?limit=0`)).statusCode).toBe(400);
  });
});

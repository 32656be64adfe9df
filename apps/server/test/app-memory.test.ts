import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Two apps on one database behave as two server processes: each keeps its own caches and counters
// in its context, and reads the time from its own clock.
describe.each(DIALECTS)('app memory on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let offsetMs = 0;

  const gamesPlayed = async (t: TestApp) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/standings`,
      headers: as(commissioner),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().standings.reduce((n: number, r: { gamesPlayed: number }) => n + r.gamesPlayed, 0);
  };

  beforeAll(async () => {
    first = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, first);
    // The first app's clock stands still unless the test moves it, so a slow machine cannot expire
    // its cached season version behind the test's back.
    const start = first.ctx.now().getTime();
    first.ctx.now = () => new Date(start + offsetMs);
    commissioner = await signUp(first);
    league = await createLeague(first, commissioner, {
      name: 'Two Rinks',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const generated = await first.app.inject({
      method: 'POST',
      url: `/api/league/${league.id}/schedule/generate`,
      headers: as(commissioner),
      payload: { playPastGames: true, gamesPerTeam: 2, startDate: '2026-10-01', endDate: '2026-10-10' },
    });
    expect(generated.statusCode, generated.body).toBe(201);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("does not share one app's caches with another: results stored elsewhere show after its own clock's second", async () => {
    expect(first.ctx.memory).not.toBe(second.ctx.memory);
    expect(await gamesPlayed(first)).toBe(0);

    const simulated = await second.app.inject({
      method: 'POST',
      url: `/api/simulation/league/${league.id}/simulate`,
      headers: as(commissioner),
      payload: {},
    });
    // Every regular-season game (the playoffs it starts are scheduled later).
    expect(simulated.json()).toMatchObject({ simulated: 4 });

    // The app that stored the results knows at once; the other trusts its cached version for a second.
    expect(await gamesPlayed(second)).toBe(8);
    expect(await gamesPlayed(first)).toBe(0);
    offsetMs += 1001;
    expect(await gamesPlayed(first)).toBe(8);
  });
});

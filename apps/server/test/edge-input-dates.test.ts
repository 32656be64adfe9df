import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const OUT_OF_RANGE = 'Use a date from 1900-01-01 to 2200-12-31';

describe.each(DIALECTS)('dates at the edge on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let seasonId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, {
      name: 'Calendar',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    seasonId = (await inject(commissioner, 'GET', `/api/league/${league.id}/active-season`)).json().id;
  });
  afterAll(() => t.close());

  const createGame = (date: string) =>
    inject(commissioner, 'POST', '/api/simulation/game/create', {
      seasonId,
      leagueId: league.id,
      homeTeamId: league.teams[0]?.id,
      awayTeamId: league.teams[1]?.id,
      date,
    });

  it.each([
    ['0000-01-01', OUT_OF_RANGE],
    ['9999-12-31', OUT_OF_RANGE],
    ['1899-12-31', OUT_OF_RANGE],
    ['9999-12-31T19:00:00Z', OUT_OF_RANGE],
    ['2026-02-30', '2026-02-30 is not a real date'],
  ])('refuses a game on %s, saying why, and stores nothing', async (date, why) => {
    const response = await createGame(date);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(why);
    const schedule = (await inject(commissioner, 'GET', `/api/league/${league.id}/schedule`)).json();
    expect(schedule.games).toEqual([]);
  });

  it('refuses a schedule starting or ending outside the range', async () => {
    for (const dates of [
      { startDate: '0000-01-01', endDate: '2026-11-30' },
      { startDate: '2026-10-01', endDate: '9999-12-31' },
    ]) {
      const response = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 6,
        ...dates,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(
        /^(startDate|endDate): Use a date from 1900-01-01 to 2200-12-31\.$/,
      );
    }
  });

  it('refuses to simulate up to a day outside the range', async () => {
    const response = await inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, {
      until: '9999-12-31',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`until: ${OUT_OF_RANGE}.`);
  });

  it('still takes a game on the last day of the range', async () => {
    const response = await createGame('2200-12-31');
    expect(response.statusCode, response.body).toBe(201);
  });
});

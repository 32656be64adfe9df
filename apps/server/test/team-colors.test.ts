import { customClubs } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

interface TeamWithColors {
  abbreviation: string;
  colors: [string, string];
}

// Custom teams wear the colours their creator picked, or a default from their name.
describe.each(DIALECTS)('team colours at league creation on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const own = { mode: 'Custom', importTeams: false, teamCount: 4 };
  const post = (payload: object) =>
    requestsAs(t)(commissioner, 'POST', '/api/league/create', { name: 'Colour League', ...payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  it('stores the colours picked for the first teams and gives the rest their defaults', async () => {
    const picked = [
      { primary: '#0B3D91', secondary: '#F2A900' },
      { primary: '#5b2c1f', secondary: '#f28c28' },
    ];
    const league = await createLeague(t, commissioner, { name: 'Picked', ...own, teamColors: picked });
    // The league lists its teams by name; the colours follow the clubs' order in the form.
    const worn = new Map(
      (league.teams as unknown as TeamWithColors[]).map((team) => [team.abbreviation, team.colors]),
    );
    const [first, second, third, fourth] = customClubs(4);
    expect(worn.size).toBe(4);
    expect(worn.get(first?.abbreviation ?? '')).toEqual(['#0B3D91', '#F2A900']);
    expect(worn.get(second?.abbreviation ?? '')).toEqual(['#5b2c1f', '#f28c28']);
    for (const club of [third, fourth]) {
      expect(worn.get(club?.abbreviation ?? '')).toEqual([
        club?.defaultColors.primary,
        club?.defaultColors.secondary,
      ]);
    }
  });

  it('refuses a colour that is not #rrggbb with 400 naming the field', async () => {
    for (const primary of ['red', '#fff', '#0b3d9g', '0b3d91', '#0b3d91; background:url(x)']) {
      const response = await post({ ...own, teamColors: [{ primary, secondary: '#f2a900' }] });
      expect(response.statusCode, primary).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
      expect(response.json().message).toContain('Primary colour must be a colour written as #rrggbb');
    }
    const missing = await post({ ...own, teamColors: [{ primary: '#0b3d91' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/secondary/i);
  });

  it('refuses colours for more teams than the league has, or for the imported NHL teams', async () => {
    const five = Array.from({ length: 5 }, () => ({ primary: '#0b3d91', secondary: '#f2a900' }));
    const tooMany = await post({ ...own, teamColors: five });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Colours were sent for 5 teams; the league has 4.');

    const nhl = await post({ mode: 'NHL', teamColors: five.slice(0, 1) });
    expect(nhl.statusCode).toBe(400);
    expect(nhl.json().message).toMatch(/only for a custom league with teams of its own/);
  });

  it('tells the web to draw its own crests unless an operator names a logo host', async () => {
    const league = await createLeague(t, commissioner, { name: 'No Host', ...own });
    const detail = await requestsAs(t)(commissioner, 'GET', `/api/league/${league.id}`);
    expect(detail.json().logoBaseUrl).toBeNull();
  });
});

describe('LOGO_BASE_URL', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' };
  const imageSources = async (env: Record<string, string>) => {
    const t = await createTestApp('sqlite', env);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      return /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    } finally {
      await t.close();
    }
  };

  it('is unset by default, and then pages may show images from nowhere but Rinkside', async () => {
    expect(loadConfig(base).LOGO_BASE_URL).toBeUndefined();
    expect(loadConfig({ ...base, LOGO_BASE_URL: '' }).LOGO_BASE_URL).toBeUndefined();
    expect(await imageSources({})).toBe("'self' data:");
  });

  it('names the host of licensed logos when an operator sets it, and lets pages load from it', async () => {
    const url = 'http://logos.lan:8080/svg';
    expect(loadConfig({ ...base, LOGO_BASE_URL: url }).LOGO_BASE_URL).toBe(url);
    expect(await imageSources({ LOGO_BASE_URL: url })).toBe("'self' data: http://logos.lan:8080");
    expect(await imageSources({ LOGO_BASE_URL: '/logos' })).toBe("'self' data:");
  });

  it('refuses a value that is neither a URL nor a path, naming the variable', () => {
    expect(() => loadConfig({ ...base, LOGO_BASE_URL: 'assets.nhle.com/logos' })).toThrow(
      /LOGO_BASE_URL: must be an http\(s\) URL or a path on this server starting with \//,
    );
  });
});

import { PLAYER_ROLES, type StoredPlayer } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe.each(DIALECTS)('a new league’s players on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let rosters: { rating: number; players: StoredPlayer[] }[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, { name: 'Talent' });
    rosters = await Promise.all(
      league.teams.map(async (team) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/team/league/${league.id}/team/${team.id}`,
          headers: as(commissioner),
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      }),
    );
  });
  afterAll(() => t.close());

  it('gives every player a role that fits his position, a potential and no injury', () => {
    const players = rosters.flatMap((r) => r.players);
    expect(players).toHaveLength(32 * 43);
    for (const p of players) {
      expect(PLAYER_ROLES).toContain(p.role);
      expect(p.role === 'goalie').toBe(p.position === 'G');
      if (p.position === 'D') expect(p.role).toMatch(/defenseman$/);
      expect(p.potential).toBeGreaterThanOrEqual(p.overall);
      expect(p.injury).toBeNull();
    }
    const young = players.filter((p) => p.age <= 21);
    expect(mean(young.map((p) => (p.potential ?? 0) - p.overall))).toBeGreaterThan(6);
  });

  it('has stars, a long tail and teams of clearly different strength', () => {
    const active = rosters.flatMap((r) => r.players.filter((p) => p.status === 'active'));
    const stars = active.filter((p) => p.overall >= 88);
    expect(stars.length).toBeGreaterThanOrEqual(6);
    expect(stars.length).toBeLessThanOrEqual(20);
    expect(active.filter((p) => p.overall < 62).length).toBeGreaterThan(40);
    const ratings = rosters.map((r) => r.rating);
    const spread = Math.sqrt(mean(ratings.map((r) => (r - mean(ratings)) ** 2)));
    expect(spread).toBeGreaterThan(2);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(8);
  });

  it('answers a player page with his role, potential and injury', async () => {
    const player = rosters[0]?.players.find((p) => p.status === 'active');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/player/${player?.id}`,
      headers: as(commissioner),
    });
    expect(response.json()).toMatchObject({ role: player?.role, potential: player?.potential, injury: null });
  });

  it('says plainly that the authentic setup puts fictional players on the real teams', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/league/create',
      headers: as(commissioner),
      payload: { name: 'Authentic', mode: 'Custom', playerSetup: 'authentic' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().notes.join(' ')).toMatch(/real teams.*fictional generated players/);
  });
});

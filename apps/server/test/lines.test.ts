import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

interface RosterPlayer {
  id: number;
  position: string;
  naturalPosition: string;
  status: string;
}

describe.each(DIALECTS)('lines and depth chart on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  let teamId: number;
  let roster: RosterPlayer[];
  let otherTeamPlayer: RosterPlayer;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const lineupUrl = () => `/api/user/league/${league.id}/team/${teamId}`;
  const chartUrl = () => `/api/team/league/${league.id}/team/${teamId}/depth-chart`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, otherGm] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Lines', [gm, otherGm]);
    teamId = league.teams[0]?.id ?? 0;
    const otherTeam = league.teams[1]?.id ?? 0;
    roster = (await inject(gm, 'GET', `/api/team/league/${league.id}/team/${teamId}`)).json().players;
    otherTeamPlayer = (await inject(gm, 'GET', `/api/team/league/${league.id}/team/${otherTeam}`)).json()
      .players[0];
  });
  afterAll(() => t.close());

  const first = (position: string): RosterPlayer =>
    roster.find((p) => p.position === position && p.status === 'active') as RosterPlayer;

  describe('lineup', () => {
    it('comes with the league, complete, and editable only for the GM and commissioner', async () => {
      const mine = (await inject(gm, 'GET', `${lineupUrl()}/lineup`)).json();
      expect(mine.editable).toBe(true);
      expect(Object.values(mine.lineup).filter((id) => id !== null).length).toBeGreaterThanOrEqual(20);
      expect((await inject(otherGm, 'GET', `${lineupUrl()}/lineup`)).json().editable).toBe(false);
      expect((await inject(commissioner, 'GET', `${lineupUrl()}/lineup`)).json().editable).toBe(true);
      expect((await inject(null, 'GET', `${lineupUrl()}/lineup`)).statusCode).toBe(401);
    });

    it('saves and reloads; a player may fill two slots', async () => {
      const center = first('C');
      const goalie = first('G');
      const saved = await inject(gm, 'POST', `${lineupUrl()}/save-lineup`, {
        lineup: { line1_c: center.id, line2_c: center.id, starter_g: goalie.id, line1_lw: null },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const reloaded = (await inject(gm, 'GET', `${lineupUrl()}/lineup`)).json().lineup;
      expect(reloaded).toMatchObject({
        line1_c: center.id,
        line2_c: center.id,
        starter_g: goalie.id,
        line1_lw: null,
        pp1_c: null,
      });
    });

    it.each([
      [
        'a goalie in a skater slot',
        () => ({ line1_lw: first('G').id }),
        () => 'line1_lw: a goalie cannot play a skater slot.',
      ],
      [
        'a skater in goal',
        () => ({ backup_g: first('C').id }),
        () => 'backup_g: only a goalie can play in goal.',
      ],
      [
        "another team's player",
        () => ({ defense1_ld: otherTeamPlayer.id }),
        () => `defense1_ld: player ${otherTeamPlayer.id} is not on this team.`,
      ],
      ['an unknown id', () => ({ pp1_c: 'abc' }), () => 'pp1_c: player abc is not on this team.'],
    ] as [string, () => object, () => string][])(
      'rejects %s with 400 naming the slot, saving nothing',
      async (_, lineup, message) => {
        const before = (await inject(gm, 'GET', `${lineupUrl()}/lineup`)).json().lineup;
        const response = await inject(gm, 'POST', `${lineupUrl()}/save-lineup`, { lineup: lineup() });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message());
        expect((await inject(gm, 'GET', `${lineupUrl()}/lineup`)).json().lineup).toEqual(before);
      },
    );

    it('is 403 for another GM and 401 for a visitor', async () => {
      const body = { lineup: { line1_c: first('C').id } };
      const denied = await inject(otherGm, 'POST', `${lineupUrl()}/save-lineup`, body);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe("Only this team's GM or the commissioner can change its lines.");
      expect((await inject(null, 'POST', `${lineupUrl()}/save-lineup`, body)).statusCode).toBe(401);
      expect((await inject(commissioner, 'POST', `${lineupUrl()}/save-lineup`, body)).statusCode).toBe(200);
    });

    it('suggests the best lineup for the GM only', async () => {
      const suggestion = await inject(gm, 'GET', `${lineupUrl()}/auto-lineup`);
      expect(suggestion.json().starter_g).toEqual(expect.any(Number));
      expect((await inject(otherGm, 'GET', `${lineupUrl()}/auto-lineup`)).statusCode).toBe(403);
    });
  });

  describe('depth chart', () => {
    it('saves a reordered chart and shows it on reload', async () => {
      const current = (await inject(gm, 'GET', chartUrl())).json();
      const ids = (position: string) =>
        current.depthChart[position].map((e: { player: { id: number } }) => e.player.id);
      const c = ids('C');
      const chart = {
        LW: ids('LW'),
        C: [...c.slice(1), c[0]],
        RW: ids('RW'),
        LD: ids('LD'),
        RD: ids('RD'),
        G: ids('G').slice(1),
        unassigned: [ids('G')[0]],
      };
      const saved = await inject(gm, 'PUT', chartUrl(), { depthChart: chart });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await inject(gm, 'GET', chartUrl())).json();
      expect(after.depthChart.C.map((e: { player: { id: number } }) => e.player.id)).toEqual(chart.C);
      expect(after.depthChart.C.map((e: { depthRank: number }) => e.depthRank)).toEqual(
        chart.C.map((_: number, i: number) => i + 1),
      );
      expect(after.unassignedPlayers.map((p: { id: number }) => p.id)).toEqual([ids('G')[0]]);
    });

    it('rejects an incompatible position, a duplicate and a stranger, saving nothing', async () => {
      const empty = { LW: [], C: [], RW: [], LD: [], RD: [], G: [], unassigned: [] };
      const goalie = first('G');
      const wrong = await inject(gm, 'PUT', chartUrl(), { depthChart: { ...empty, C: [goalie.id] } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/cannot play C/);
      const twice = await inject(gm, 'PUT', chartUrl(), {
        depthChart: { ...empty, G: [goalie.id], unassigned: [goalie.id] },
      });
      expect(twice.json().message).toMatch(/more than once/);
      const stranger = await inject(gm, 'PUT', chartUrl(), {
        depthChart: { ...empty, unassigned: [otherTeamPlayer.id] },
      });
      expect(stranger.json().message).toMatch(/not on this team/);
      expect((await inject(otherGm, 'PUT', chartUrl(), { depthChart: empty })).statusCode).toBe(403);
      expect((await inject(null, 'PUT', chartUrl(), { depthChart: empty })).statusCode).toBe(401);
      expect((await inject(otherGm, 'GET', chartUrl())).json().editable).toBe(false);
    });
  });
});

import type { DepthChartIds, PlayerDetail, TeamDetail } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31: a first-line centre read "Assigned position: Unassigned". The player page and the team page
// answer the depth-chart column each player is assigned to.

describe.each(DIALECTS)("a player's assigned position on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = () => league.teams[0]?.id ?? 0;
  const chartUrl = () => `/api/team/league/${league.id}/team/${teamId()}/depth-chart`;

  async function playerPage(id: number): Promise<PlayerDetail> {
    const response = await inject(commissioner, 'GET', `/api/league/${league.id}/player/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Depth League', []);
  });
  afterAll(() => t.close());

  it('answers the column of the depth chart, on the player page and the team page, and follows a move', async () => {
    const chart = (await inject(commissioner, 'GET', chartUrl())).json<{
      depthChart: Record<string, { player: { id: number } }[]>;
    }>().depthChart;
    const ids = (position: string) => (chart[position] ?? []).map((entry) => entry.player.id);
    const [firstCentre] = ids('C');
    if (firstCentre === undefined) throw new Error('No centre on the depth chart');
    expect((await playerPage(firstCentre)).assignedPosition).toBe('C');

    const team: TeamDetail = (
      await inject(commissioner, 'GET', `/api/team/league/${league.id}/team/${teamId()}`)
    ).json();
    const [firstGoalie] = ids('G');
    expect(team.players.find((p) => p.id === firstGoalie)?.assignedPosition).toBe('G');

    // The GM takes his first centre off the depth chart: both pages follow.
    const moved: DepthChartIds = {
      LW: ids('LW'),
      C: ids('C').filter((id) => id !== firstCentre),
      RW: ids('RW'),
      LD: ids('LD'),
      RD: ids('RD'),
      G: ids('G'),
      unassigned: [firstCentre],
    };
    const saved = await inject(commissioner, 'PUT', chartUrl(), { depthChart: moved });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await playerPage(firstCentre)).assignedPosition).toBeNull();
    const after: TeamDetail = (
      await inject(commissioner, 'GET', `/api/team/league/${league.id}/team/${teamId()}`)
    ).json();
    expect(after.players.find((p) => p.id === firstCentre)?.assignedPosition).toBeNull();
    expect(after.players.find((p) => p.id === ids('C')[1])?.assignedPosition).toBe('C');
  });
});

import {
  type AwardsResponse,
  type HistoryResponse,
  type LeagueSummary,
  type TeamDetail,
  seasonLabel,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { type LeagueYears, leagueThroughAYear } from './support/league-years';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("a league's past on its team pages, history and dashboards on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let years: LeagueYears;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const get = async <T>(user: TestUser, url: string) => {
    const response = await inject(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    years = await leagueThroughAYear(t, commissioner, { gms });
  }, 120_000);
  afterAll(() => t.close());

  it("hangs one banner with the season's label on the champion's page, none on the others'", async () => {
    const { league, firstSeason } = years;
    for (const team of league.teams) {
      const page = await get<TeamDetail>(gms[0] as TestUser, `/api/team/league/${league.id}/team/${team.id}`);
      expect(page.championships).toEqual(
        team.id === firstSeason.championTeamId
          ? [{ seasonId: firstSeason.id, label: seasonLabel(firstSeason.startYear) }]
          : [],
      );
    }
    expect(seasonLabel(2026)).toBe('2026–27');
  });

  it("lists each season's award winners in the history, as the awards page gives them", async () => {
    const { league, firstSeason, secondSeason } = years;
    const history = await get<HistoryResponse>(commissioner, `/api/league/${league.id}/history`);
    const awards = await get<AwardsResponse>(
      commissioner,
      `/api/league/${league.id}/awards?seasonId=${firstSeason.id}`,
    );
    const winners = awards.awards.filter((a) => a.playerId !== null);
    expect(winners.map((a) => a.award)).toContain('playoffMvp');
    const last = history.seasons.find((s) => s.seasonId === firstSeason.id);
    expect(last?.awards).toEqual(
      winners.map((a) => ({
        award: a.award,
        name: a.name,
        playerId: a.playerId,
        playerName: a.playerName,
        team: { teamId: a.teamId, name: a.teamName, abbreviation: a.teamAbbreviation },
        value: a.value,
      })),
    );
    // The best record is a team's award: the history has its own column for it, ranked by the same rule.
    expect(last?.awards.map((a) => a.award)).not.toContain('bestRecord');
    expect(last?.bestRecord?.teamId).toBe(awards.awards.find((a) => a.award === 'bestRecord')?.teamId);
    // Each winner is the league's player of that name.
    const players = await t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'first_name', 'last_name'])
      .where('league_id', '=', league.id)
      .execute();
    for (const award of last?.awards ?? []) {
      const player = players.find((p) => p.id === award.playerId);
      expect(`${player?.first_name} ${player?.last_name}`).toBe(award.playerName);
    }
    // The new season has played nothing: no awards yet.
    expect(history.seasons.find((s) => s.seasonId === secondSeason.id)?.awards).toEqual([]);
  });

  it("counts the Cup on its GM's dashboard alone, across the rollover and after a move", async () => {
    const { league, firstSeason } = years;
    const cupsOf = async (user: TestUser) =>
      (await get<LeagueSummary[]>(user, '/api/league/user')).find((l) => l.id === league.id)?.cups;
    const championIndex = league.teams.findIndex((team) => team.id === firstSeason.championTeamId);
    expect(await Promise.all(gms.map(cupsOf))).toEqual(gms.map((_, i) => (i === championIndex ? 1 : 0)));
    expect(await cupsOf(commissioner)).toBe(0);

    // The champion's GM and another swap teams: the Cup stays his, and the other does not inherit it.
    const champion = gms[championIndex] as TestUser;
    const otherIndex = (championIndex + 1) % gms.length;
    const other = gms[otherIndex] as TestUser;
    const teamOf = (i: number) => league.teams[i]?.id ?? 0;
    for (const i of [championIndex, otherIndex]) {
      const removed = await inject(commissioner, 'DELETE', `/api/league/${league.id}/team/${teamOf(i)}/gm`);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
    }
    for (const [user, i] of [
      [champion, otherIndex],
      [other, championIndex],
    ] as const) {
      const assigned = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamOf(i)}/gm`, {
        username: user.username,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    expect(await cupsOf(champion)).toBe(1);
    expect(await cupsOf(other)).toBe(0);
  });
});

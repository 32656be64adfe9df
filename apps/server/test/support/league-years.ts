import { followAdvance } from './advances';
import { addDays, dayInTimeZone } from '@rinkside/domain';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { createLeague, type LeagueSummaryForTest, requestsAs } from './leagues';
import type { TestApp } from './test-app';

export interface LeagueYears {
  league: LeagueSummaryForTest;
  /** The season played through its playoffs to a champion. */
  firstSeason: { id: number; startYear: number; championTeamId: number };
  /** The season the rollover started; its first days played when `playSecondSeasonDays` is given. */
  secondSeason: { id: number };
}

/**
 * A four-team custom league through a year as its commissioner plays it: a six-game-a-team regular
 * season through the league clock, the playoffs to the Cup, the rollover, and optionally the first
 * days of the next season. `gms` run the first teams, in order, from the start.
 */
export async function leagueThroughAYear(
  t: TestApp,
  commissioner: TestUser,
  {
    gms = [],
    playSecondSeasonDays = 0,
    beforeRollover,
  }: {
    gms?: TestUser[];
    playSecondSeasonDays?: number;
    /** What the test changes in the offseason, just before the next season starts. */
    beforeRollover?: (league: LeagueSummaryForTest) => Promise<void>;
  } = {},
): Promise<LeagueYears> {
  const inject = requestsAs(t);
  const ok = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await followAdvance(t, await inject(commissioner, method, url, payload));
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const league = await createLeague(t, commissioner, {
    name: 'Years',
    mode: 'Custom',
    importTeams: false,
    teamCount: 4,
  });
  for (const [i, gm] of gms.entries())
    await ok('PUT', `/api/league/${league.id}/team/${league.teams[i]?.id}/gm`, { username: gm.username });
  const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
  await ok('POST', `/api/league/${league.id}/schedule/generate`, {
    gamesPerTeam: 6,
    startDate: addDays(today, 1),
    endDate: addDays(today, 20),
  });
  await ok('POST', `/api/league/${league.id}/advance`, { to: 'regularSeasonEnd' });
  const played = await ok('POST', `/api/league/${league.id}/advance`, {
    to: 'date',
    date: addDays(today, 120),
  });
  expect(played.clock.phase).toBe('offseason');
  const season = await t.ctx.database.db
    .selectFrom('seasons')
    .select(['id', 'start_year', 'champion_team_id'])
    .where('league_id', '=', league.id)
    .executeTakeFirstOrThrow();
  expect(season.champion_team_id).not.toBeNull();
  await beforeRollover?.(league);
  const rollover = await ok('POST', `/api/league/${league.id}/season/next`);
  if (playSecondSeasonDays > 0)
    // The next season's schedule is the last one's a year later.
    await ok('POST', `/api/league/${league.id}/advance`, {
      to: 'date',
      date: addDays(today, 366 + playSecondSeasonDays),
    });
  return {
    league,
    firstSeason: {
      id: season.id,
      startYear: season.start_year,
      championTeamId: season.champion_team_id ?? 0,
    },
    secondSeason: { id: rollover.season.id },
  };
}

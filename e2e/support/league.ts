import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** A calendar day relative to today, in the browser's and the server's local time. */
export function localDay(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * As the commissioner `api` is signed in as: starts a league advance (202) and waits for it to end, as the
 * Season panel does (docs/decisions/067). Returns its result.
 */
export async function advanceLeague<T>(
  api: APIRequestContext,
  leagueId: number,
  request: object,
): Promise<T> {
  const started = await api.post(`/api/league/${leagueId}/advance`, { data: request });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  const seen: { advance: { status: string; result: T; error: string | null } | null } = { advance: null };
  await expect
    .poll(
      async () => {
        seen.advance = await ok(await api.get(`/api/league/${leagueId}/advances/${id}`));
        return seen.advance?.status;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('running');
  const { advance } = seen;
  if (advance === null || advance.status !== 'done') throw new Error(`The advance failed: ${advance?.error}`);
  return advance.result;
}

export interface LeagueTeam {
  id: number;
  name: string;
  abbreviation: string;
}

/** Through the API, as the commissioner `api` is signed in as: a new custom league of fictional teams. */
export async function customLeague(
  api: APIRequestContext,
  { name, teamCount }: { name: string; teamCount: number },
): Promise<{ leagueId: number; teams: LeagueTeam[] }> {
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `${name} ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount },
    }),
  );
  const { teams } = await ok<{ teams: LeagueTeam[] }>(await api.get(`/api/league/${leagueId}`));
  return { leagueId, teams };
}

export interface PlayedLeague {
  leagueId: number;
  teams: LeagueTeam[];
  /** A game already simulated, with its play-by-play and box score. */
  finalGameId: number;
}

/**
 * Through the API, as the commissioner `api` is signed in as: a small custom league whose short season
 * started a week ago and is simulated up to yesterday, so every screen has finals, upcoming games and stats.
 * `gm` (a username) runs the first team.
 */
export async function playedLeague(
  api: APIRequestContext,
  { name, gm }: { name: string; gm: string },
): Promise<PlayedLeague> {
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: PlayedLeague['teams'] }>(await api.get(`/api/league/${leagueId}`));
  const first = teams[0];
  if (!first) throw new Error('The league has no teams');
  await ok(await api.put(`/api/league/${leagueId}/team/${first.id}/gm`, { data: { username: gm } }));
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { playPastGames: true, gamesPerTeam: 6, startDate: localDay(-7), endDate: localDay(10) },
    }),
  );
  await ok(
    await api.post(`/api/simulation/league/${leagueId}/simulate`, {
      data: { until: localDay(-1) },
      timeout: 60_000,
    }),
  );
  const games = await ok<{ gameId: number; isSimulated: boolean; homeTeamId: number; awayTeamId: number }[]>(
    await api.get(`/api/simulation/league/${leagueId}/games`),
  );
  const final = games.find((g) => g.isSimulated && (g.homeTeamId === first.id || g.awayTeamId === first.id));
  if (!final) throw new Error('No game of the first team was simulated');
  return { leagueId, teams, finalGameId: final.gameId };
}

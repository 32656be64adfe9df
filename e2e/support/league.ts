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

export interface PlayedLeague {
  leagueId: number;
  teams: { id: number; name: string; abbreviation: string }[];
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
      data: { gamesPerTeam: 6, startDate: localDay(-7), endDate: localDay(10) },
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

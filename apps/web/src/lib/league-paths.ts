// A league's API addresses, in a module without schemas: the first download asks for a league page's
// answers with them (requestEarly) before the league's code has arrived, and the queries ask with the same.

export const leaguePaths = {
  league: (leagueId: number) => `/league/${leagueId}`,
  schedule: (leagueId: number) => `/league/${leagueId}/schedule`,
  standings: (leagueId: number) => `/league/${leagueId}/standings`,
  stats: (leagueId: number) => `/league/${leagueId}/stats`,
  news: (leagueId: number) => `/league/${leagueId}/feed`,
  clock: (leagueId: number) => `/league/${leagueId}/clock`,
  games: (leagueId: number, teamId?: number) =>
    `/simulation/league/${leagueId}/games${teamId === undefined ? '' : `?teamId=${teamId}`}`,
};

const LEAGUE_PAGE = /^\/league\/(\d+)(\/.*)?$/;
const HOME = /^(\/|\/home\/?)?$/;

/** Whether this address is a league's home (its index or /home). */
export function isLeagueHomePath(pathname: string): boolean {
  const match = LEAGUE_PAGE.exec(pathname);
  return match !== null && HOME.test(match[2] ?? '');
}

/** What a first load at this address will ask for: a league page its league; the league home its four lists and its clock too. */
export function leagueStartUpPaths(pathname: string): string[] {
  const match = LEAGUE_PAGE.exec(pathname);
  const leagueId = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(leagueId) || leagueId <= 0) return [];
  const paths = [leaguePaths.league(leagueId)];
  if (HOME.test(match[2] ?? ''))
    paths.push(
      leaguePaths.schedule(leagueId),
      leaguePaths.news(leagueId),
      leaguePaths.standings(leagueId),
      leaguePaths.stats(leagueId),
      leaguePaths.clock(leagueId),
    );
  return paths;
}

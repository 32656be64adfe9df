// What a page's first load needs from the API before its screens can render, in one place for both sides:
// the web asks for these answers as soon as its entry runs, and the server embeds them in a league page's
// HTML (docs/decisions/022, 053). The paths are the API's, without its `/api` prefix.

/** Whether the cookies hold a session. */
export const SESSION_CHECK_PATH = '/auth/check-session';
/** The signed-in user. */
export const CURRENT_USER_PATH = '/db/users/get';

/** The id of the JSON script in a league page's HTML that holds its start-up answers, by path. */
export const START_UP_ANSWERS_ID = 'start-up-answers';

export const leaguePaths = {
  league: (leagueId: number) => `/league/${leagueId}`,
  schedule: (leagueId: number) => `/league/${leagueId}/schedule`,
  seasonProgress: (leagueId: number) => `/league/${leagueId}/schedule/progress`,
  standings: (leagueId: number) => `/league/${leagueId}/standings`,
  stats: (leagueId: number) => `/league/${leagueId}/stats`,
  leaders: (leagueId: number) => `/league/${leagueId}/stats/leaders`,
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

/**
 * What a first load at this address will ask for: a league page its league; the league home also the
 * season's progress and next games, its news, standings, leaders and clock (small answers: the home shows
 * a few rows of each, never the season's whole schedule or stats).
 */
export function leagueStartUpPaths(pathname: string): string[] {
  const match = LEAGUE_PAGE.exec(pathname);
  const leagueId = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(leagueId) || leagueId <= 0) return [];
  const paths = [leaguePaths.league(leagueId)];
  if (HOME.test(match[2] ?? ''))
    paths.push(
      leaguePaths.seasonProgress(leagueId),
      leaguePaths.news(leagueId),
      leaguePaths.standings(leagueId),
      leaguePaths.leaders(leagueId),
      leaguePaths.clock(leagueId),
    );
  return paths;
}

/** Everything a signed-in GM's first load at this address asks for: the check, the user, the league's answers. */
export function signedInStartUpPaths(pathname: string): string[] {
  return [SESSION_CHECK_PATH, CURRENT_USER_PATH, ...leagueStartUpPaths(pathname)];
}

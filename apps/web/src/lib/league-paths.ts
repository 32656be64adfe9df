// A league's API addresses, in a module without schemas: the first download asks for a league page's
// answers with them (requestEarly) before the league's code has arrived, and the queries ask with the same.
// The server embeds the same answers in a league page's HTML, so the one definition is the domain's.
export { isLeagueHomePath, leaguePaths, leagueStartUpPaths } from '@rinkside/domain';

// The database handle every module's queries take.
export { type Db } from './repo';
// A league and its active season.
export { countTeams, findActiveSeason, findLeague, renameLeague, type LeagueRow } from './repo';
// A league's teams and their GMs.
export { findTeam, findTeamOfGm, listTeamsWithGm, type TeamRow, type TeamWithGmRow } from './repo';
// The condition that a user is one of a league's members, for queries over many leagues.
export { memberOfLeague } from './access-repo';
// Each team's regular-season record, the facts of its points percentage.
export { regularSeasonRecords } from './repo';
// A new league's rows as league creation writes them: the league, its first season, teams, lineups, depth
// charts and picks (a league file's import writes the same).
export { insertLeague } from './repo';
export { insertDepthChart, insertDraftPicks, insertLineup, insertTeam } from './new-league-repo';

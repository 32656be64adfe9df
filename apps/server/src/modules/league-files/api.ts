// Rinkside's league file for the operator's backup command (docs/league-file.md): writing a league's file,
// reading one back as a new league, and the facts the command asks of the host.
export { leagueFileStream } from './rinkside-export';
export { leagueFileName } from './rinkside-file-format';
export { findLeagueName, findUserId, listLeagueIds, userExists } from './rinkside-file-repo';
export { importRinksideLeague } from './rinkside-import';
export { readLeagueFileBytes, recogniseLeagueFile } from './league-file-body';

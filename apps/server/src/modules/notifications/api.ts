// Who to notify of a league's news: every GM of the leagues.
export { gmsOfLeagues } from './repo';

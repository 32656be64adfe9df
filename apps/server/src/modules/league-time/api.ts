// League time as the one time (docs/decisions/079): every league event's stamp.
export { leagueTimeOfEvent } from './stamp';

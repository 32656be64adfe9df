// A team's contracts: who is under contract, the cap charges still running, and the lock that makes two
// moves for one team take turns.
export { listCapCharges, listContractPlayers, lockTeam, type ContractPlayerRow } from './repo';
// A player's games in the league, for accrued seasons and a free agent's or re-signing's terms.
export { leagueCareers, type LeagueCareer } from './repo';
// The league's contract year: the start year of its active season.
export { activeSeasonYear } from './waivers-repo';
// A team's payroll as its cap sheet counts it, and a league's contract rules.
export { leagueCapFigures, teamCapState } from './team-room';
export { contractSettingsOf } from './settings';

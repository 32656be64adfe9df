// A team's players, and one player with his team.
export { findPlayerWithTeam, listTeamPlayers } from './repo';
// Storing new players (a league's rosters, the summer's prospects, preseason call-ups).
export { insertPlayers } from './repo';

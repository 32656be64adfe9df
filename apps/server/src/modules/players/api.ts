// A team's players, and one player with his team.
export { findPlayerWithTeam, listTeamPlayers } from './repo';
// A team's depth chart, where each player's assigned position is read.
export { findDepthChart } from './repo';
// Storing new players (a league's rosters, the summer's prospects, preseason call-ups).
export { insertPlayers } from './repo';

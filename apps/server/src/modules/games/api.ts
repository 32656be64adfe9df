// A season's schedule: writing its games and counting those still to play.
export { countScheduled, insertGames } from './repo';
// A stored game's record and a team's packed shots, read and written again (a league file's import).
export { decodeGame, decodeGameRecord, encodeGameRecord, encodeSimulation } from './game-record-codec';
export { packShots, unpackShots } from './shot-packing';

// A season's schedule: writing its games and counting those still to play.
export { countScheduled, insertGames } from './repo';

// A season's playoffs: its stored bracket and series, for the draft order and the clock.
export { findBracket, listSeries } from './repo';

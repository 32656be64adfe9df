// A season's stored totals: skaters, goalies and team results over one part of a season.
export { goalieTotals, seasonResults, skaterTotals, type SeasonPart } from './repo';
// The season pages computed again after a batch of games, before the league's pages must be exact.
export { refreshSeasonPages } from './season-pages-refresh';

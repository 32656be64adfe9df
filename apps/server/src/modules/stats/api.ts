// A season's stored totals: skaters, goalies and team results over one part of a season.
export { goalieTotals, seasonResults, skaterTotals, type SeasonPart } from './repo';

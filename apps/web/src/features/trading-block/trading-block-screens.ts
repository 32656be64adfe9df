// Both trading block screens load as one chunk, like the trade screens (docs/decisions/014).
export { LeagueTradingBlockPage } from './league-trading-block-page';
export { TeamTradingBlockPage } from './team-trading-block-page';

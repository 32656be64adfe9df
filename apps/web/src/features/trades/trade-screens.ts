// The trade screens load as one chunk: a GM who opens one of them opens the others next, and one chunk
// keeps the first download's table of chunks short (docs/decisions/014).
export { TradesPage } from './trades-page';
export { TradeBuilderPage } from './trade-builder-page';
export { TradeFinderPage } from './trade-finder-page';
export { TradeDetailPage } from './trade-detail-page';

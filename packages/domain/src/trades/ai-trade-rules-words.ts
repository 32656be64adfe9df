import {
  AI_CAP_ROOM_SHARE,
  AI_NEUTRAL_FLOOR,
  AI_PARTNER_WINDOW_DAYS,
  AI_TRADES_PER_PARTNER,
} from './ai-trade-guards';
import { AI_ACCEPT_AT, AI_MAX_PICKS_GIVEN } from './trade-decision';

const share = (x: number) => (x === 0.5 ? 'half' : `${Math.round(x * 100)}%`);

/** How AI teams answer trades (docs/decisions/048, 094), in a few sentences for GMs. */
export function aiTradeRulesWords(): string[] {
  return [
    `An AI team accepts a trade when what it gets is worth at least ${AI_ACCEPT_AT} times what it gives in its own eyes${AI_NEUTRAL_FLOOR === 1 ? ', and at least as much in neutral eyes' : ''}; a near miss gets a counter asking for one more asset.`,
    `It makes at most ${AI_TRADES_PER_PARTNER} trades with one team in ${AI_PARTNER_WINDOW_DAYS} days, and does not take back within ${AI_PARTNER_WINDOW_DAYS} days a player or pick it traded away.`,
    `It fills at most ${share(AI_CAP_ROOM_SHARE)} of its room under the cap with overpaid contracts in one trade, and never gives up more than ${AI_MAX_PICKS_GIVEN} draft picks in one trade.`,
  ];
}

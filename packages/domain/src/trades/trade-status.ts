import type { TradeStatus } from './trade-api';

/**
 * The status a trade shows at `now` (an ISO instant on the league's clock): a proposal whose time ran out
 * reads 'expired' from that moment, before the background pass stores it so; every other status is as stored.
 */
export function tradeStatusAt(
  trade: { status: TradeStatus; expiresAt: string | null },
  now: string,
): TradeStatus {
  if (trade.status !== 'proposed' || trade.expiresAt === null) return trade.status;
  return trade.expiresAt <= now ? 'expired' : 'proposed';
}

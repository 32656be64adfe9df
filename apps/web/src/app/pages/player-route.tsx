import { PlayerPage } from '../../features/leagues/player/player-page';
import { TradeHistory } from '../../features/trading-block/trade-history';

/** /league/{id}/player/{playerId}: the player page, with the trades he was in. */
export function PlayerRoute() {
  return (
    <PlayerPage
      tradeHistory={(leagueId, playerId) => <TradeHistory leagueId={leagueId} of={{ playerId }} />}
    />
  );
}

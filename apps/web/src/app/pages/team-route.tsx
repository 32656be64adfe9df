import { GmDesk } from '../../features/desk/gm-desk';
import { TeamPage } from '../../features/leagues/team/team-page';
import { TradeHistory } from '../../features/trading-block/trade-history';

/** /league/{id}/team/{teamId}: the team page, with the GM's desk on the viewer's own team (issue 15) and its trades. */
export function TeamRoute() {
  return (
    <TeamPage
      ownTeamDesk={(leagueId) => <GmDesk leagueId={leagueId} />}
      tradeHistory={(leagueId, teamId) => <TradeHistory leagueId={leagueId} of={{ teamId }} />}
    />
  );
}

import { RosterCapSummary, RosterPlayerMoves } from '../../features/contracts/roster-contracts';
import { RosterPage } from '../../features/leagues/roster/roster-page';
import { DraftRightsPanel } from '../../features/lines/components/draft-rights-panel';

/**
 * /league/{id}/roster: the GM's roster with its cap figures, his drafted players still to sign, and each
 * player's roster moves (issue 17).
 */
export function RosterRoute() {
  return (
    <RosterPage
      summary={(leagueId, teamId) => (
        <>
          <RosterCapSummary leagueId={leagueId} teamId={teamId} />
          <DraftRightsPanel leagueId={leagueId} teamId={teamId} canSign />
        </>
      )}
      actions={(leagueId, teamId, player) => (
        <RosterPlayerMoves leagueId={leagueId} teamId={teamId} player={player} />
      )}
    />
  );
}

import { RosterCapSummary, RosterPlayerMoves } from '../../features/contracts/roster-contracts';
import { RosterPage } from '../../features/leagues/roster/roster-page';

/** /league/{id}/roster: the GM's roster with its cap figures and each player's roster moves (issue 17). */
export function RosterRoute() {
  return (
    <RosterPage
      summary={(leagueId, teamId) => <RosterCapSummary leagueId={leagueId} teamId={teamId} />}
      actions={(leagueId, teamId, player) => (
        <RosterPlayerMoves leagueId={leagueId} teamId={teamId} player={player} />
      )}
    />
  );
}

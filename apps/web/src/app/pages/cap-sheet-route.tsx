import { CapSheetPage } from '../../features/contracts/cap-sheet-page';
import { DraftRightsPanel } from '../../features/lines/components/draft-rights-panel';

/** /league/{id}/team/{teamId}/cap: the cap sheet, with the team's drafted players still to sign. */
export function CapSheetRoute() {
  return (
    <CapSheetPage
      draftRights={(leagueId, teamId, canSign) => (
        <DraftRightsPanel leagueId={leagueId} teamId={teamId} canSign={canSign} />
      )}
    />
  );
}

import { useDraftRights } from '../api/get-draft-rights';
import { DraftRightsList } from './draft-rights-list';

/**
 * The team's drafted, unsigned players with their Sign buttons, where a GM manages contracts (the cap sheet
 * and the roster), not only under Depth Chart → Prospects. Nothing shows while there are none.
 */
export function DraftRightsPanel({
  leagueId,
  teamId,
  canSign,
}: {
  leagueId: number;
  teamId: number;
  canSign: boolean;
}) {
  const rights = useDraftRights(leagueId, teamId);
  return (
    <DraftRightsList
      leagueId={leagueId}
      rights={rights}
      canSign={canSign}
      playerHref={(id) => `/league/${leagueId}/player/${id}`}
    />
  );
}

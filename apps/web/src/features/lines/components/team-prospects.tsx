import type { StoredPlayer } from '@rinkside/domain';
import { useDraftRights } from '../api/get-draft-rights';
import { DraftRightsList } from './draft-rights-list';
import { ProspectsView } from './prospects-view';

/** The Prospects view: drafted players still to sign first, then the rest of the team's prospects. */
export function TeamProspects({
  leagueId,
  teamId,
  players,
  canSign,
  playerHref,
}: {
  leagueId: number;
  teamId: number;
  players: StoredPlayer[];
  canSign: boolean;
  playerHref: (id: number) => string;
}) {
  const rights = useDraftRights(leagueId, teamId);
  const unsigned = new Set((rights.data ?? []).map((r) => r.playerId));
  return (
    <>
      <DraftRightsList leagueId={leagueId} rights={rights} canSign={canSign} playerHref={playerHref} />
      <ProspectsView players={players.filter((p) => !unsigned.has(p.id))} playerHref={playerHref} />
    </>
  );
}

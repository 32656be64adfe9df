import type { StoredPlayer } from '@rinkside/domain';
import { useCapSheet } from '../../lib/queries/get-cap-sheet';
import { CapSummary } from './components/cap-summary';
import { RosterMoveMenu } from './components/roster-move-menu';

/** The team's cap figures above its roster. */
export function RosterCapSummary({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const sheet = useCapSheet(leagueId, teamId);
  return sheet.data ? <CapSummary sheet={sheet.data} /> : null;
}

/** A roster player's moves, once his contract is known (none for unsigned prospects). */
export function RosterPlayerMoves({
  leagueId,
  teamId,
  player,
}: {
  leagueId: number;
  teamId: number;
  player: StoredPlayer;
}) {
  const sheet = useCapSheet(leagueId, teamId);
  const contract = sheet.data?.players.find((p) => p.id === Number(player.id));
  return contract ? <RosterMoveMenu leagueId={leagueId} teamId={teamId} player={contract} /> : null;
}

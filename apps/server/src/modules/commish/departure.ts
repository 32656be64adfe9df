import { removeCoCommissionerIn } from '../commissioners/co-commissioners';
import type { Db, TeamRow } from '../leagues/api';
import { withdrawProposalsOfDeparture } from '../trades/departure';

/**
 * A GM leaves his seat (removed, replaced, vacated, his account deleted), in the caller's transaction
 * (docs/decisions/060): his team's open trade proposals are withdrawn and their other teams told, and he
 * stops being a co-commissioner of the league. Returns the users told.
 */
export async function leaveTeamIn(
  trx: Db,
  departure: { leagueId: number; team: TeamRow; userId: number; now: Date },
): Promise<(number | null)[]> {
  const { leagueId, team, userId, now } = departure;
  const at = now.toISOString();
  const withdrawn = await withdrawProposalsOfDeparture(trx, {
    team,
    reason: `${team.name}'s GM left the team.`,
    at,
  });
  const removed = await removeCoCommissionerIn(trx, { leagueId, userId, actorId: null, now });
  return [...withdrawn, ...removed];
}

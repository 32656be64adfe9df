import type { Db, TeamRow } from '../leagues/api';
import { proposalsOfTeam } from './jobs-repo';
import { tellTeam } from './notices';
import { teamById } from './present-repo';
import * as repo from './repo';

/**
 * A GM leaves his team (account deleted, removed or replaced by the commissioner, seat vacated, team put
 * on autopilot): in the caller's transaction, every proposal still waiting for an answer that his team
 * made or was sent is withdrawn, and the other team's GM is told (docs/decisions/060). An agreed trade
 * in review stays: the commissioner or the window decides it. Returns the users told.
 */
export async function withdrawProposalsOfDeparture(
  trx: Db,
  departure: { team: TeamRow; reason: string; at: string },
): Promise<(number | null)[]> {
  const { team, reason, at } = departure;
  const open = await proposalsOfTeam(trx, team.id);
  const told: (number | null)[] = [];
  for (const trade of open) {
    const moved = await repo.moveStatus(trx, trade.id, 'proposed', {
      status: 'withdrawn',
      status_reason: reason,
      decided_at: at,
    });
    if (!moved) continue;
    await repo.insertEvent(trx, { tradeId: trade.id, at, kind: 'withdrawn', teamId: team.id, text: reason });
    const otherId = trade.proposer_team_id === team.id ? trade.partner_team_id : trade.proposer_team_id;
    const other = await teamById(trx, otherId);
    if (other)
      told.push(
        await tellTeam(trx, { tradeId: trade.id, team: other, other: team, event: 'gm_left', reason, at }),
      );
  }
  return told;
}

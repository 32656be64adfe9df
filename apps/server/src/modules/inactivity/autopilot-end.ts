import type { AppContext } from '../../context';
import { findLeague } from '../leagues/api';
import { announce, notify } from '../notifications/service';
import * as repo from './repo';

/**
 * A GM acting (any change they make in the league) takes their team off autopilot, and is told, in
 * one transaction: of two requests at once, only the one whose UPDATE ended it tells.
 */
export async function endAutopilotOf(ctx: AppContext, seat: { leagueId: number; userId: number }) {
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const [teamId] = await repo.endAutopilot(trx, seat);
    if (teamId === undefined) return null;
    const league = await findLeague(trx, seat.leagueId);
    const team = await repo.findTeamName(trx, teamId);
    if (!league || !team) return null;
    return notify(trx, {
      userId: seat.userId,
      at: ctx.now().toISOString(),
      kind: 'autopilot_ended',
      payload: { leagueId: league.id, leagueName: league.name, teamId, teamName: team.name },
    });
  });
  await announce(ctx, [told]);
}

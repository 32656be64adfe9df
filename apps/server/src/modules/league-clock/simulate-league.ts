import type { AppContext } from '../../context';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { recordCommissionerAction } from '../commissioners/audit';
import { countScheduled } from '../games/api';
import { simulateDueGames } from '../games/simulate';
import { requireCommissioner } from '../leagues/service';
import { refuseHeldOpening } from '../season-opening/api';
import { moveClockAfterSimulation } from './service';

/** Games a commissioner's "simulate" stores in one request. */
const SIMULATE_BATCH = 100;

/** Simulates the next batch of games up to the end of `until` (a day in the league's time zone), or all. */
export async function simulateLeague(ctx: AppContext, leagueId: number, userId: number, until?: string) {
  const league = await requireCommissioner(ctx, leagueId, userId);
  // GM teams below the floor hold the regular season's first games (docs/decisions/076).
  await refuseHeldOpening(ctx, leagueId, until ?? null);
  const limit = until ? zonedTimeToUtc(until, '23:59', league.time_zone) : new Date('9999-12-31T00:00:00Z');
  const simulated = await simulateDueGames(ctx, { until: limit, leagueId, limit: SIMULATE_BATCH });
  const remaining = await countScheduled(ctx.database.db, leagueId, limit.toISOString());
  if (remaining === 0) await moveClockAfterSimulation(ctx, leagueId, until);
  // Logged once the batch's games are stored (each game is its own transaction, docs/decisions/005).
  await ctx.database.db.transaction().execute((trx) =>
    recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'games_simulated',
      details: { through: until ?? null, played: simulated },
    }),
  );
  return { simulated, remaining };
}

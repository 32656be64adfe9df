import type { GameRetryResponse, QuarantinedGame } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner } from '../leagues/service';
import { gameOfLeague, lastErrorOf, quarantinedGamesOf, releaseFailedGame } from './quarantine-repo';
import { playDueGames } from './simulate';

export { countQuarantinedGames } from './quarantine-repo';

/** The league's games set aside after failing, with why (docs/decisions/063): its commissioner's to see. */
export async function listQuarantinedGames(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<QuarantinedGame[]> {
  await requireCommissioner(ctx, leagueId, userId);
  const rows = await quarantinedGamesOf(ctx.database.db, leagueId);
  return rows.map((row) => ({
    id: row.id,
    gameDate: row.game_date,
    homeTeamName: row.home_name,
    awayTeamName: row.away_name,
    attempts: row.attempts,
    lastError: row.last_error,
    quarantinedAt: row.quarantined_at ?? '',
  }));
}

/**
 * The commissioner's retry of a quarantined game: its attempts start over and it is played at once, through
 * the scheduler's own claim, so it is stored once however many retries and schedulers run. Logged in the
 * league's audit log with its outcome; should it fail again, it waits for its next attempt as a new failure.
 */
export async function retryQuarantinedGame(
  ctx: AppContext,
  { leagueId, gameId, userId }: { leagueId: number; gameId: number; userId: number },
): Promise<GameRetryResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  const { db } = ctx.database;
  const game = await gameOfLeague(db, leagueId, gameId);
  if (!game) throw notFound('Game not found in this league.');
  // Released and logged together: a retry that happened is in the log, and only one of two at once is.
  await db.transaction().execute(async (trx) => {
    if (!(await releaseFailedGame(trx, gameId)))
      throw conflict('This game has not failed: there is nothing to retry.');
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'game_retried',
      details: { gameId },
    });
  });
  const run = await playDueGames(ctx, { until: new Date(game.start_at), leagueId, gameId, limit: 1 });
  const stored = run.stored === 1;
  return { gameId, stored, lastError: stored ? null : await lastErrorOf(db, gameId) };
}

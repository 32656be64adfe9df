import type { GameRetryResponse, QuarantinedGame } from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner } from '../leagues/service';
import { playDueGames } from './simulate';

/** How many games are set aside on the whole host: all the public health check says about them. */
export async function countQuarantinedGames(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quarantined_at', 'is not', null)
    .where('status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The league's games set aside after failing, with why (docs/decisions/063): its commissioner's to see. */
export async function listQuarantinedGames(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<QuarantinedGame[]> {
  await requireCommissioner(ctx, leagueId, userId);
  const rows = await ctx.database.db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('teams as away', 'away.id', 'games.away_team_id')
    .select([
      'games.id',
      'games.game_date',
      'games.attempts',
      'games.last_error',
      'games.quarantined_at',
      'home.name as home_name',
      'away.name as away_name',
    ])
    .where('games.league_id', '=', leagueId)
    .where('games.status', '=', 'scheduled')
    .where('games.quarantined_at', 'is not', null)
    .orderBy('games.start_at')
    .orderBy('games.id')
    .execute();
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
  const game = await db
    .selectFrom('games')
    .select(['id', 'start_at'])
    .where('id', '=', gameId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  if (!game) throw notFound('Game not found in this league.');
  // Released and logged together: a retry that happened is in the log, and only one of two at once is.
  await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('games')
      .set({ attempts: 0, next_attempt_at: null, quarantined_at: null })
      .where('id', '=', gameId)
      .where('status', '=', 'scheduled')
      // Set aside, or waiting for its next attempt after a failure (a retry that failed again, say).
      .where((eb) => eb.or([eb('quarantined_at', 'is not', null), eb('attempts', '>', 0)]))
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1)
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
  const after = await db
    .selectFrom('games')
    .select('last_error')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return { gameId, stored, lastError: stored ? null : after.last_error };
}

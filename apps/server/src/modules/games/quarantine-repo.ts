import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How many games are set aside on the whole host. */
export async function countQuarantinedGames(db: Db): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quarantined_at', 'is not', null)
    .where('status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The league's games set aside after failing, in start order, with their teams' names. */
export function quarantinedGamesOf(db: Db, leagueId: number) {
  return db
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
}

/** The league's game `gameId`, with its start; undefined when the league has no such game. */
export function gameOfLeague(db: Db, leagueId: number, gameId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'start_at'])
    .where('id', '=', gameId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
}

/**
 * Starts a failed game's attempts over: set aside, or waiting for its next attempt after a failure.
 * False when the game had not failed (or is no longer scheduled).
 */
export async function releaseFailedGame(trx: Db, gameId: number): Promise<boolean> {
  const released = await trx
    .updateTable('games')
    .set({ attempts: 0, next_attempt_at: null, quarantined_at: null })
    .where('id', '=', gameId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('quarantined_at', 'is not', null), eb('attempts', '>', 0)]))
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

/** The error a game's last attempt left. */
export async function lastErrorOf(db: Db, gameId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .select('last_error')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.last_error;
}

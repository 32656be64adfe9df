import type { GameFailureDecision } from '@rinkside/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { insertRowsOfTables, leadWithInsertedRows, type TableRows } from '../../db/insert-rows';
import type { Database, GamesTable } from '../../db/schema';
import type { LeagueNewsTable } from '../../db/schema-news';
import type { PlayedGame } from './simulation-pool/play-one-game';

type Db = Kysely<Database>;
type GameRow = Selectable<GamesTable>;

/**
 * Scheduled games started by `until` that may be tried at `now`: not quarantined, not waiting for a next
 * attempt, not in a closed league (whose schedule stays as it was, unplayed: docs/decisions/041).
 */
function dueGames(db: Db, until: Date, now: Date) {
  return db
    .selectFrom('games')
    .where('status', '=', 'scheduled')
    .where('start_at', '<=', until.toISOString())
    .where('quarantined_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
    .where('league_id', 'not in', db.selectFrom('leagues').select('id').where('closed_at', 'is not', null));
}

export interface DueGamesClaim {
  until: Date;
  now: Date;
  limit: number;
  leagueId?: number;
  gameId?: number;
  /** On PostgreSQL the claimed rows are locked, skipping those another process holds. */
  lock: boolean;
}

/** The due games a batch takes, in start order. */
export async function claimDueGames(trx: Db, claim: DueGamesClaim): Promise<GameRow[]> {
  let query = dueGames(trx, claim.until, claim.now)
    .selectAll()
    .orderBy('start_at')
    .orderBy('id')
    .limit(claim.limit);
  if (claim.leagueId !== undefined) query = query.where('league_id', '=', claim.leagueId);
  if (claim.gameId !== undefined) query = query.where('id', '=', claim.gameId);
  if (claim.lock) query = query.forUpdate().skipLocked();
  return query.execute();
}

/** The leagues with games to try now, earliest first. */
export async function leagueIdsWithDueGames(db: Db, until: Date, now: Date): Promise<number[]> {
  const rows = await dueGames(db, until, now)
    .select('league_id')
    .select((eb) => eb.fn.min('start_at').as('first'))
    .groupBy('league_id')
    .orderBy('first')
    .orderBy('league_id')
    .execute();
  return rows.map((row) => row.league_id);
}

/** Writes what a failed attempt decided on the game's row: when to try again, or its quarantine. */
export async function writeGameFailure(
  trx: Db,
  gameId: number,
  decision: GameFailureDecision,
  error: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('games')
    .set({
      attempts: decision.attempts,
      last_error: error,
      next_attempt_at: decision.nextAttemptAt?.toISOString() ?? null,
      quarantined_at: decision.quarantined ? now.toISOString() : null,
    })
    .where('id', '=', gameId)
    .where('status', '=', 'scheduled')
    .execute();
}

/** A game's result as stored, with the news it makes (`newsRowsOf`). */
export interface GameToStore {
  gameId: number;
  played: PlayedGame;
  news: readonly Insertable<LeagueNewsTable>[];
  now: string;
}

/** The game was no longer scheduled when its result was written in one statement with its rows. */
export class GameNoLongerScheduled extends Error {
  constructor(gameId: number) {
    super(`Game ${gameId} was no longer scheduled when its result was written`);
  }
}

/**
 * Writes one result, its stats rows and its news; false when the game was no longer scheduled (already
 * simulated). On PostgreSQL, `together`, it is one statement (docs/decisions/065) whose rows are written
 * whatever the game's state: a game no longer scheduled throws `GameNoLongerScheduled` instead, for the
 * caller to roll back.
 */
export async function storeGameResult(trx: Db, game: GameToStore, together: boolean): Promise<boolean> {
  const { summary, rows } = game.played;
  const update = trx
    .updateTable('games')
    .set({
      status: 'final',
      home_score: summary.homeScore,
      away_score: summary.awayScore,
      result_type: summary.decidedIn,
      simulated_at: game.now,
    })
    .where('id', '=', game.gameId)
    .where('status', '=', 'scheduled');
  const tables: TableRows[] = [
    { table: 'game_simulations', rows: [{ game_id: game.gameId, record: game.played.record }] },
    { table: 'player_game_stats', rows: rows.players },
    { table: 'goalie_game_stats', rows: rows.goalies },
    { table: 'team_game_stats', rows: rows.teams },
    { table: 'team_game_shots', rows: rows.shots },
    { table: 'league_news', rows: game.news },
  ];
  if (together) {
    const updated = await leadWithInsertedRows(trx, update.returning('id').compile(), tables);
    if (updated === 1) return true;
    if (updated !== null) throw new GameNoLongerScheduled(game.gameId);
  }
  const updated = await update.executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  // One statement a table, written directly; on PostgreSQL one for them all (docs/decisions/065).
  await insertRowsOfTables(trx, tables);
  return true;
}

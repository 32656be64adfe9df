import type { Kysely } from 'kysely';
import type { DatabaseKind } from './database';
import type { Database } from './schema';

/**
 * The one order in which a transaction takes row locks (docs/decisions/062):
 *
 *   league → its teams, ids ascending → players → picks
 *
 * A transaction takes only the levels it needs, each before it reads or writes what the level guards,
 * and never goes back up: a trade locks its two teams before it claims the trade row; the rollover locks
 * the league and then every team before it closes the season. Two transactions that lock in one order
 * take turns instead of each waiting on the other.
 *
 * The locks are `FOR NO KEY UPDATE`: they make two moves over one team wait for each other but let a
 * row that only refers to the team (an event, a notification, a news item) be written meanwhile, so a
 * foreign-key check never waits on a team lock. On SQLite these are no-ops: its one writer serializes
 * every transaction already.
 */

/** Holds the league's row until the transaction ends (PostgreSQL): the first lock of league-wide work. */
export async function lockLeague(db: Kysely<Database>, kind: DatabaseKind, leagueId: number): Promise<void> {
  if (kind !== 'postgres') return;
  await db.selectFrom('leagues').select('id').where('id', '=', leagueId).forNoKeyUpdate().execute();
}

/** The team ids in the order they are locked: each once, ascending. */
export function teamLockOrder(teamIds: Iterable<number>): number[] {
  return [...new Set(teamIds)].sort((a, b) => a - b);
}

/**
 * Holds the teams' rows until the transaction ends (PostgreSQL), the lowest id first, so two moves over a
 * team take turns. Every transaction that touches teams locks them here, all at once, before anything else
 * it changes; one that locks a league-wide set (`leagueId`) locks every team of that league.
 */
export async function lockTeams(
  db: Kysely<Database>,
  kind: DatabaseKind,
  teams: Iterable<number> | { leagueId: number },
): Promise<void> {
  if (kind !== 'postgres') return;
  let query = db.selectFrom('teams').select('id');
  if ('leagueId' in teams) query = query.where('league_id', '=', teams.leagueId);
  else {
    const ids = teamLockOrder(teams);
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  // PostgreSQL locks the rows as the sort returns them: ascending ids.
  await query.orderBy('id').forNoKeyUpdate().execute();
}

import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { LeagueAuditTable } from '../../db/schema-commissioners';

/** The league's time zone and simulated clock, the facts of its league time (throws when there is no league). */
export function leagueClockOf(db: Db, leagueId: number) {
  return db
    .selectFrom('leagues')
    .select(['time_zone', 'simulated_to'])
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
}

/** Writes one entry of the league's audit log. */
export async function insertAuditEntry(db: Db, entry: Insertable<LeagueAuditTable>): Promise<void> {
  await db.insertInto('league_audit').values(entry).execute();
}

/** Up to `count` entries of the league's audit log older than `before` (an id), newest first, with who acted. */
export function listAuditEntries(db: Db, input: { leagueId: number; before?: number; count: number }) {
  let query = db
    .selectFrom('league_audit')
    .leftJoin('users', 'users.id', 'league_audit.actor_id')
    .selectAll('league_audit')
    .select(['users.username', 'users.deleted_at'])
    .where('league_audit.league_id', '=', input.leagueId)
    .orderBy('league_audit.id', 'desc')
    .limit(input.count);
  if (input.before !== undefined) query = query.where('league_audit.id', '<', input.before);
  return query.execute();
}

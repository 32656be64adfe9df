import {
  auditEntrySchema,
  leagueInstant,
  settingsChanges,
  type AuditPage,
  type CommissionerAction,
  type SettingsArea,
} from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { shownUsername } from '../users/present';
import { insertAuditEntry, leagueClockOf, listAuditEntries } from './audit-repo';

export type CommissionerActionRecord = CommissionerAction & {
  leagueId: number;
  /** Who used the power; null for the league's own jobs. */
  actorId: number | null;
  /** The app's clock (ctx.now()): the wall-clock time, and from it the league clock's. */
  now: Date;
};

/**
 * Writes one use of a commissioner power to the league's audit log (docs/decisions/060), in the
 * caller's transaction, so the log holds an entry exactly when the action committed.
 */
export async function recordCommissionerAction(trx: Db, record: CommissionerActionRecord): Promise<void> {
  const league = await leagueClockOf(trx, record.leagueId);
  await insertAuditEntry(trx, {
    league_id: record.leagueId,
    actor_id: record.actorId,
    action: record.action,
    details: JSON.stringify(record.details),
    league_at: leagueInstant(record.now, league.time_zone, league.simulated_to).toISOString(),
    wall_at: record.now.toISOString(),
  });
}

/** A page of the league's audit log, newest first. */
export async function auditPage(
  db: Db,
  input: { leagueId: number; before?: number; limit: number },
): Promise<AuditPage> {
  const rows = await listAuditEntries(db, {
    leagueId: input.leagueId,
    before: input.before,
    count: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  return {
    entries: page.map((row) =>
      auditEntrySchema.parse({
        id: row.id,
        actor:
          row.actor_id === null || row.username === null
            ? null
            : { id: row.actor_id, username: shownUsername(row.username, row.deleted_at) },
        leagueAt: row.league_at,
        wallAt: row.wall_at,
        action: row.action,
        details: JSON.parse(row.details) as unknown,
      }),
    ),
    nextBefore: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A settings change in the audit log: each field it changed, with its old and new value. */
export function recordSettingsChange(
  trx: Db,
  change: {
    leagueId: number;
    actorId: number;
    now: Date;
    area: SettingsArea;
    before: object;
    after: object;
  },
): Promise<void> {
  return recordCommissionerAction(trx, {
    leagueId: change.leagueId,
    actorId: change.actorId,
    now: change.now,
    action: 'settings_changed',
    details: { area: change.area, changes: settingsChanges(change.before, change.after) },
  });
}

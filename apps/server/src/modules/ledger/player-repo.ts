import type { PlayerStatus } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import type { PlayerChanges, PlayerGuard, WhenBeaten } from './player-columns';

const BEATEN = 'That player was moved by another change a moment ago: reload and try again.';

/**
 * The one UPDATE of a player's ledger columns: applied only while the row still holds what the guard
 * names. Returns whether it applied; a beaten change is a 409 unless the writer said to skip it.
 */
export async function writePlayer(
  trx: Db,
  input: { playerId: number; set: PlayerChanges; guard: PlayerGuard; whenBeaten?: WhenBeaten },
): Promise<boolean> {
  const { guard } = input;
  if (Object.keys(input.set).length === 0) return true;
  let query = trx.updateTable('players').set(input.set).where('id', '=', input.playerId);
  if (guard.teamId === null) query = query.where('team_id', 'is', null);
  else if (guard.teamId !== undefined) query = query.where('team_id', '=', guard.teamId);
  if (guard.status !== undefined) query = query.where('status', '=', guard.status);
  if (guard.contractYears !== undefined) query = query.where('contract_years', '=', guard.contractYears);
  if (guard.noExtension) query = query.where('extension_cap_hit', 'is', null);
  if (guard.noQualifyingOffer) query = query.where('qualifying_offer', 'is', null);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const whenBeaten = input.whenBeaten ?? { conflict: BEATEN };
  if (whenBeaten === 'skip') return false;
  throw conflict(whenBeaten.conflict);
}

/** Every extension and qualifying offer of the league cleared: they were for the summer just played. */
export async function clearOffseasonTerms(trx: Db, leagueId: number): Promise<void> {
  await trx
    .updateTable('players')
    .set({ extension_cap_hit: null, extension_years: null, qualifying_offer: null })
    .where('league_id', '=', leagueId)
    .execute();
}

/**
 * The summer's count-down of many players at once, grouped into one statement per (status, years): the
 * players' statuses and seasons left. Their rosters' upkeep is the caller's `keepRostersConsistent`.
 */
export async function setSeasonTerms(
  trx: Db,
  rows: readonly { playerId: number; status: PlayerStatus; contractYears: number }[],
): Promise<void> {
  const groups = new Map<string, { status: PlayerStatus; years: number; ids: number[] }>();
  for (const row of rows) {
    const key = `${row.status}|${row.contractYears}`;
    const group = groups.get(key) ?? { status: row.status, years: row.contractYears, ids: [] };
    group.ids.push(row.playerId);
    groups.set(key, group);
  }
  for (const group of groups.values())
    for (let i = 0; i < group.ids.length; i += 500)
      await trx
        .updateTable('players')
        .set({ status: group.status, contract_years: group.years })
        .where('id', 'in', group.ids.slice(i, i + 500))
        .execute();
}

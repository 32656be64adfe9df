import type { PlayerStatus } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import type { PlayerChanges, PlayerGuard, WhenBeaten } from './player-columns';

const BEATEN = 'That player was moved by another change a moment ago: reload and try again.';

/**
 * The one UPDATE of a player's ledger columns: applied only while the row still holds what the guard
 * names. Returns whether it applied; a beaten change is a 409 unless the writer said to skip it.
 */
export async function writePlayer(trx: Db, input: PlayerWrite): Promise<boolean> {
  const [moved] = await writePlayers(trx, [input]);
  return moved ?? false;
}

/** One player's change for `writePlayer`. */
export interface PlayerWrite {
  playerId: number;
  set: PlayerChanges;
  guard: PlayerGuard;
  whenBeaten?: WhenBeaten;
}

// Players one UPDATE names at most: well under either database's limit on a statement's parameters.
const PLAYERS_PER_UPDATE = 500;

/**
 * `writePlayer` for several players at once, whether each applied in their order. Changes that set the
 * same columns to the same values under the same guard (a team's expiring contracts leaving it) are one
 * UPDATE; a player named twice is written change by change, each seeing the one before.
 */
export async function writePlayers(trx: Db, inputs: readonly PlayerWrite[]): Promise<boolean[]> {
  const distinct = new Set(inputs.map((w) => w.playerId)).size === inputs.length;
  const groups = new Map<string, number[]>();
  inputs.forEach((write, i) => {
    const key = distinct ? JSON.stringify([write.set, write.guard]) : String(i);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const applied = inputs.map((w) => Object.keys(w.set).length === 0);
  for (const members of groups.values()) {
    const first = inputs[members[0] ?? 0];
    if (!first || applied[members[0] ?? 0]) continue;
    for (let from = 0; from < members.length; from += PLAYERS_PER_UPDATE) {
      const chunk = members.slice(from, from + PLAYERS_PER_UPDATE);
      const ids = chunk.map((i) => inputs[i]?.playerId ?? 0);
      const moved = new Set(await updateGuarded(trx, ids, first.set, first.guard));
      for (const i of chunk) applied[i] = moved.has(inputs[i]?.playerId ?? 0);
    }
  }
  inputs.forEach((write, i) => {
    if (applied[i]) return;
    const whenBeaten = write.whenBeaten ?? { conflict: BEATEN };
    if (whenBeaten !== 'skip') throw conflict(whenBeaten.conflict);
  });
  return applied;
}

/** The players of `ids` the change applied to: those whose rows still held what the guard names. */
async function updateGuarded(
  trx: Db,
  ids: readonly number[],
  set: PlayerChanges,
  guard: PlayerGuard,
): Promise<number[]> {
  let query = trx.updateTable('players').set(set).where('id', 'in', ids);
  if (guard.teamId === null) query = query.where('team_id', 'is', null);
  else if (guard.teamId !== undefined) query = query.where('team_id', '=', guard.teamId);
  if (guard.status !== undefined) query = query.where('status', '=', guard.status);
  if (guard.contractYears !== undefined) query = query.where('contract_years', '=', guard.contractYears);
  if (guard.noExtension) query = query.where('extension_cap_hit', 'is', null);
  if (guard.noQualifyingOffer) query = query.where('qualifying_offer', 'is', null);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
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

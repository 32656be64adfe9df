import { capSeasonFor } from '@rinkside/domain';
import { buildCapSheet } from '../../src/modules/contracts/cap-sheet';
import { contractSettingsOf } from '../../src/modules/contracts/settings';
import type { TestApp } from './test-app';

/**
 * Gives a team at least `room` of cap space in the active season, as a GM who made room would: its
 * best-paid active players take less, never under the minimum. A new league's teams spend near the cap
 * (docs/decisions/075), so a test that signs or trades for a player makes room first.
 */
export async function makeCapRoom(t: TestApp, teamId: number, room: number): Promise<void> {
  const { db } = t.ctx.database;
  const { league_id: leagueId } = await db
    .selectFrom('teams')
    .select('league_id')
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  const [league, season] = await Promise.all([
    db.selectFrom('leagues').select('contract_settings').where('id', '=', leagueId).executeTakeFirstOrThrow(),
    db
      .selectFrom('seasons')
      .select('start_year')
      .where('league_id', '=', leagueId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  const settings = contractSettingsOf(league.contract_settings);
  const sheet = await buildCapSheet(db, { teamId, year: season.start_year, settings });
  let short = room - sheet.capSpace;
  const minimum = capSeasonFor(settings, season.start_year).minimumSalary;
  const paid = sheet.players.filter((p) => p.placement === 'active').sort((a, b) => b.capHit - a.capHit);
  for (const player of paid) {
    if (short <= 0) return;
    const cut = Math.min(short, player.capHit - minimum);
    if (cut <= 0) continue;
    await db
      .updateTable('players')
      .set({ cap_hit: player.capHit - cut })
      .where('id', '=', player.id)
      .execute();
    short -= cut;
  }
}

/** `makeCapRoom` for every team of the league. */
export async function makeCapRoomForLeague(t: TestApp, leagueId: number, room: number): Promise<void> {
  const teams = await t.ctx.database.db
    .selectFrom('teams')
    .select('id')
    .where('league_id', '=', leagueId)
    .execute();
  for (const team of teams) await makeCapRoom(t, team.id, room);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Contracts signed under the league's rules (docs/decisions/043-045) go past the placeholder range players
// were generated in (SPEC §9: up to $10.75M): a star's deal at 20% of the cap, a 7-season re-signing
// stored with the offseason's extra season. Every page that lists players must still serve them.

describe.each(DIALECTS)('contracts beyond the generated range on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('serves a $20.8M cap hit over 8 seasons on the team, the roster and the player', async () => {
    const commissioner = await signUp(t);
    const league = await leagueWithGms(t, commissioner, 'Big Deals', []);
    const teamId = league.teams[0]?.id ?? 0;
    const { db } = t.ctx.database;
    const star = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId)
      .where('status', '=', 'active')
      .orderBy('overall', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('players')
      .set({ cap_hit: 20_800_000, contract_years: 8 })
      .where('id', '=', star.id)
      .execute();
    const inject = requestsAs(t);
    const team = await inject(commissioner, 'GET', `/api/team/league/${league.id}/team/${teamId}`);
    expect(team.statusCode, team.body).toBe(200);
    const listed = team.json().players.find((p: { id: string | number }) => Number(p.id) === star.id);
    expect(listed.contract).toEqual({ capHit: 20_800_000, yearsLeft: 8 });
    const player = await inject(commissioner, 'GET', `/api/league/${league.id}/player/${star.id}`);
    expect(player.statusCode, player.body).toBe(200);
    const cap = await inject(commissioner, 'GET', `/api/league/${league.id}/team/${teamId}/cap`);
    expect(cap.statusCode, cap.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague } from '../src/modules/leagues/create-league';
import { type PickMade, recordPicksMade } from '../src/modules/draft/picks-repo';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('picks recorded together on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('records each pick its own player, source and time, across statements, and no other pick', async () => {
    const { db } = t.ctx.database;
    const user = await signUp(t);
    const { id: leagueId } = await createLeague(t.ctx, user.id, { name: 'Picks' });
    const teams = await db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute();
    const players = await db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .limit(8)
      .execute();
    const slots = await db
      .insertInto('draft_picks')
      .values(
        players.map((_, i) => {
          const team = teams[i % teams.length]?.id ?? 0;
          return {
            league_id: leagueId,
            original_team_id: team,
            owner_team_id: team,
            year: 2099,
            round: 1 + i,
          };
        }),
      )
      .returning('id')
      .execute();
    // Seven picks, three a statement: two full statements and one of one. The eighth slot is not picked.
    const made: PickMade[] = slots.slice(0, 7).map((slot, i) => ({
      pickId: slot.id,
      playerId: players[6 - i]?.id ?? 0,
      source: i % 2 === 0 ? 'queue' : 'best_available',
      at: `2099-06-2${i}T12:00:00.000Z`,
    }));
    await recordPicksMade(db, made, 3);

    const rows = await db
      .selectFrom('draft_picks')
      .select(['id', 'player_id', 'source', 'made_at'])
      .where('league_id', '=', leagueId)
      .where('year', '=', 2099)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      ...made.map((pick) => ({
        id: pick.pickId,
        player_id: pick.playerId,
        source: pick.source,
        made_at: pick.at,
      })),
      { id: slots[7]?.id, player_id: null, source: null, made_at: null },
    ]);
  });
});

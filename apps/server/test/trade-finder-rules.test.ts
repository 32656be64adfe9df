import { describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { useFinderLeague } from './support/finder-league';
import { keysOf, modelOnlyBalance, squeezeCap, tradeKey } from './support/trade-finder';
import { activeRosterOf, proposal } from './support/trades';

// Issue 34: the trade finder returns no package that names an asset or makes a move the league's rules
// forbid: a made pick, a player on waivers, a trade over the cap or a roster limit (docs/decisions/093).

describe.each(DIALECTS)('the trade finder within the rules on %s', (dialect) => {
  const f = useFinderLeague(dialect);

  /** Questions the finder answers with packages of many kinds: balances both ways, offers for players. */
  const questions = async () => {
    const mineRanked = await f.ranked(f.mine());
    const theirsRanked = await f.ranked(f.aiA());
    const trade = (give: number, get: number) => ({
      ask: 'balance',
      teams: proposal([f.mine(), { playerIds: [give] }], [f.aiA(), { playerIds: [get] }]).teams,
    });
    const offers = (playerId: number) => ({
      ask: 'offers',
      teams: [{ teamId: f.mine(), gives: { playerIds: [] as number[], pickIds: [] as number[] } }],
      playerId,
    });
    return [
      ...mineRanked
        .slice(0, 4)
        .flatMap((give) => theirsRanked.slice(-4).map((get) => trade(give.id, get.id))),
      ...mineRanked
        .slice(-4)
        .flatMap((give) => theirsRanked.slice(0, 8).map((get) => trade(give.id, get.id))),
      ...mineRanked.slice(0, 8).map((p) => offers(p.id)),
    ];
  };
  /** The first question whose packages add an asset of the kind, with that asset. */
  const firstAdding = async (kind: 'player' | 'pick') => {
    for (const question of await questions()) {
      const adds = (await f.finder.found(f.gmA, question)).packages.flatMap((p) => p.adds);
      const add = adds.find(
        (a) => a.kind === kind && !question.teams.some((s) => s.gives.playerIds.includes(a.id)),
      );
      if (add) return { question, add };
    }
    throw new Error(`The finder adds no ${kind} to the trades tried: nothing to test`);
  };

  it('never returns a made pick', async () => {
    const { question, add } = await firstAdding('pick');
    const { db } = f.t.ctx.database;
    const drafted = (await f.ranked(add.fromTeamId)).at(-1);
    await db
      .updateTable('draft_picks')
      .set({ player_id: drafted?.id ?? 0 })
      .where('id', '=', add.id)
      .execute();
    try {
      const again = await f.finder.found(f.gmA, question);
      expect(again.packages.flatMap(keysOf)).not.toContain(`pick ${add.id}`);
      await f.expectAllAccepted(again);
    } finally {
      await db.updateTable('draft_picks').set({ player_id: null }).where('id', '=', add.id).execute();
    }
  });

  it('never returns a player on waivers', async () => {
    const { question, add } = await firstAdding('player');
    const { db } = f.t.ctx.database;
    const onWaivers = async (playerId: number, fromTeamId: number) => {
      const at = f.t.ctx.now().toISOString();
      await db
        .insertInto('waivers')
        .values({
          league_id: f.league.id,
          player_id: playerId,
          from_team_id: fromTeamId,
          headed_to: 'minors',
          placed_at: at,
          ends_at: new Date(Date.parse(at) + 86_400_000).toISOString(),
          claimed_by_team_id: null,
          resolved_at: null,
        })
        .execute();
    };
    const blocked = (await f.ranked(f.mine()))[5];
    if (!blocked) throw new Error('No skater');
    await onWaivers(add.id, add.fromTeamId);
    await onWaivers(blocked.id, f.mine());
    try {
      const again = await f.finder.found(f.gmA, question);
      expect(again.packages.flatMap(keysOf)).not.toContain(`player ${add.id}`);
      await f.expectAllAccepted(again);
      // A player of the GM's on waivers is offered to no one.
      const offers = await f.finder.found(f.gmA, {
        ask: 'offers',
        teams: [{ teamId: f.mine(), gives: { playerIds: [], pickIds: [] } }],
        playerId: blocked.id,
      });
      expect(offers.packages).toEqual([]);
      expect(offers.note).toBe('He is on waivers: he cannot be traded until they end.');
    } finally {
      await db
        .updateTable('waivers')
        .set({ state: 'cleared' })
        .where('player_id', 'in', [add.id, blocked.id])
        .execute();
    }
  });

  it('drops every package that would break the cap or a roster limit', async () => {
    // The AI team can take on almost no salary and no more active players.
    await activeRosterOf(f.t, f.aiB(), 23);
    await squeezeCap(f.t, f.aiB(), 100_000);
    const problemsOf = async (teams: object[]): Promise<string[]> =>
      (await f.api.preview(f.gmA, { teams })).json().problems;
    // A trade the rules allow as it stands, for which the value model alone would suggest additions the
    // rules refuse.
    const tryTrade = async () => {
      for (const give of (await f.ranked(f.mine())).reverse())
        for (const get of (await f.ranked(f.aiB())).slice(0, 10)) {
          const teams = proposal(
            [f.mine(), { playerIds: [give.id] }],
            [f.aiB(), { playerIds: [get.id] }],
          ).teams;
          if ((await problemsOf(teams)).length > 0) continue;
          const refused = new Map<string, string[]>();
          for (const found of await modelOnlyBalance(f.t, f.league.id, teams)) {
            const problems = await problemsOf(found.sides);
            if (problems.length > 0) refused.set(tradeKey(found.sides), problems);
          }
          if (refused.size > 0) return { teams, refused };
        }
      throw new Error('No trade for which the model alone suggests what the rules refuse: nothing to test');
    };
    const { teams, refused } = await tryTrade();
    expect([...refused.values()].flat().join(' ')).toMatch(/over the cap|active roster/);
    const answer = await f.finder.found(f.gmA, { ask: 'balance', teams });
    for (const pkg of answer.packages) {
      expect(refused.has(tradeKey(pkg.teams))).toBe(false);
      expect(await problemsOf(pkg.teams)).toEqual([]);
    }
    await f.expectAllAccepted(answer);
  });
});

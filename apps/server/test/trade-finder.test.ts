import { TRADE_FINDER_OFFERS_PER_TEAM, type TradeFinderResponse } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { makeCapRoomForLeague } from './support/cap-room';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import {
  finderApi,
  keysOf,
  modelOnlyBalance,
  proposeAccepted,
  squeezeCap,
  tradeKey,
} from './support/trade-finder';
import { activeRosterOf, expectOneOwnerEach, proposal, tradesApi } from './support/trades';

// Issue 34: the trade finder. Every package it returns is accepted by the AI team at once when proposed,
// and none names an asset or makes a move the league's rules forbid (docs/decisions/093).

describe.each(DIALECTS)('the trade finder on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  let finder: ReturnType<typeof finderApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const mine = () => teamId(0);
  const human = () => teamId(1);
  const aiA = () => teamId(2);
  const aiB = () => teamId(3);
  const users = () => ({ gm: gmA, commissioner });
  /** A team's healthy active skaters, the best first. */
  const ranked = (team: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'overall', 'cap_hit'])
      .where('team_id', '=', team)
      .where('status', '=', 'active')
      .where('position', '!=', 'G')
      .where('injury', 'is', null)
      .orderBy('overall', 'desc')
      .orderBy('id')
      .execute();
  /** The GM's weakest skater for a good one of the other team's: short of what it would accept. */
  const uneven = async (partner: number) => {
    const give = (await ranked(mine())).at(-1);
    const get = (await ranked(partner))[4];
    if (!give || !get) throw new Error('No skaters');
    return proposal([mine(), { playerIds: [give.id] }], [partner, { playerIds: [get.id] }]).teams;
  };
  /** The GM's best skater for the other team's weakest: more than it asks. */
  const generous = async (partner: number) => {
    const give = (await ranked(mine()))[0];
    const get = (await ranked(partner)).at(-1);
    if (!give || !get) throw new Error('No skaters');
    return proposal([mine(), { playerIds: [give.id] }], [partner, { playerIds: [get.id] }]).teams;
  };
  const expectAllAccepted = async (answer: TradeFinderResponse) => {
    for (const pkg of answer.packages) await proposeAccepted(api, users(), pkg);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gmA = await signUp(t);
    gmB = await signUp(t);
    // Two GMs; the last two teams are run by the AI.
    league = await leagueWithGms(t, commissioner, 'Finder League', [gmA, gmB]);
    for (const team of league.teams) await activeRosterOf(t, team.id, 20);
    await makeCapRoomForLeague(t, league.id, 20_000_000);
    api = tradesApi(t, league.id);
    finder = finderApi(t, league.id);
  }, 60_000);
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t?.close());

  it('balances an uneven trade with the smallest additions, each accepted at once when proposed', async () => {
    const teams = await uneven(aiA());
    const answer = await finder.found(gmA, { ask: 'balance', teams });
    expect(answer.current?.decision).not.toBe('accept');
    expect(answer.estimate).toBe(false);
    expect(answer.packages.length).toBeGreaterThan(0);
    const before = new Set(keysOf({ teams }));
    for (const pkg of answer.packages) {
      expect(pkg.partner.id).toBe(aiA());
      expect(pkg.adds.length).toBeGreaterThan(0);
      expect(pkg.adds.every((a) => !before.has(`${a.kind} ${a.id}`))).toBe(true);
      expect(keysOf(pkg)).toEqual(expect.arrayContaining([...before]));
    }
    await expectAllAccepted(answer);
  });

  it('says when the AI team accepts already, and what more it would still give', async () => {
    const answer = await finder.found(gmA, { ask: 'balance', teams: await generous(aiA()) });
    expect(answer.current?.decision).toBe('accept');
    expect(answer.note).toMatch(/would accept this trade as it stands/);
    expect(answer.packages.length).toBeGreaterThan(0);
    expect(answer.packages.every((p) => p.adds.every((a) => a.fromTeamId === aiA()))).toBe(true);
    await expectAllAccepted(answer);
  });

  it('lists what AI teams would give for a player of the GM, at most two a team, each accepted when proposed', async () => {
    const player = (await ranked(mine()))[2];
    const answer = await finder.found(gmA, {
      ask: 'offers',
      teams: [{ teamId: mine(), gives: { playerIds: [], pickIds: [] } }],
      playerId: player?.id,
    });
    expect(answer.current).toBeNull();
    expect(answer.packages.length).toBeGreaterThan(0);
    for (const team of [aiA(), aiB()])
      expect(answer.packages.filter((p) => p.partner.id === team).length).toBeLessThanOrEqual(
        TRADE_FINDER_OFFERS_PER_TEAM,
      );
    expect(answer.packages.every((p) => [aiA(), aiB()].includes(p.partner.id))).toBe(true);
    expect(answer.packages.every((p) => p.teams[0]?.gives.playerIds.includes(player?.id ?? 0))).toBe(true);
    await expectAllAccepted(answer);
  });

  it.each([[{ position: 'D' }], [{ position: 'F' }], [{ position: 'G' }], [{ capSpace: 1_000_000 }]])(
    'lists deals for a need (%o), each accepted when proposed',
    async (need) => {
      const answer = await finder.found(gmA, {
        ask: 'offers',
        teams: [{ teamId: mine(), gives: { playerIds: [], pickIds: [] } }],
        need,
      });
      expect(answer.packages.length, answer.note ?? '').toBeGreaterThan(0);
      await expectAllAccepted(answer);
    },
  );

  /** A trade in the builder and a pick and a player the finder adds to it, by trying a few trades. */
  const tradeAddingPickAndPlayer = async () => {
    const mineRanked = await ranked(mine());
    const theirsRanked = await ranked(aiA());
    for (const give of mineRanked.slice(0, 6))
      for (const get of [...theirsRanked].reverse().slice(0, 6)) {
        const teams = proposal([mine(), { playerIds: [give.id] }], [aiA(), { playerIds: [get.id] }]).teams;
        const adds = (await finder.found(gmA, { ask: 'balance', teams })).packages.flatMap((p) => p.adds);
        const pick = adds.find((a) => a.kind === 'pick' && a.fromTeamId === aiA());
        const player = adds.find((a) => a.kind === 'player' && a.fromTeamId === aiA());
        if (pick && player) return { teams, pick, player };
      }
    throw new Error('No trade to which the finder adds both a pick and a player of the AI team');
  };

  it('never returns a made pick or a player on waivers', async () => {
    const { teams, pick, player } = await tradeAddingPickAndPlayer();
    const { db } = t.ctx.database;
    const drafted = (await ranked(aiA())).at(-2);
    await db
      .updateTable('draft_picks')
      .set({ player_id: drafted?.id ?? 0 })
      .where('id', '=', pick.id)
      .execute();
    const at = t.ctx.now().toISOString();
    await db
      .insertInto('waivers')
      .values({
        league_id: league.id,
        player_id: player.id,
        from_team_id: aiA(),
        headed_to: 'minors',
        placed_at: at,
        ends_at: new Date(Date.parse(at) + 86_400_000).toISOString(),
        claimed_by_team_id: null,
        resolved_at: null,
      })
      .execute();
    try {
      const again = await finder.found(gmA, { ask: 'balance', teams });
      const named = again.packages.flatMap(keysOf);
      expect(named).not.toContain(`pick ${pick.id}`);
      expect(named).not.toContain(`player ${player.id}`);
      await expectAllAccepted(again);
      // A player on waivers is offered to no one.
      await db.updateTable('players').set({ team_id: mine() }).where('id', '=', player.id).execute();
      await db
        .updateTable('waivers')
        .set({ from_team_id: mine() })
        .where('player_id', '=', player.id)
        .execute();
      const offers = await finder.found(gmA, {
        ask: 'offers',
        teams: [{ teamId: mine(), gives: { playerIds: [], pickIds: [] } }],
        playerId: player.id,
      });
      expect(offers.packages).toEqual([]);
      expect(offers.note).toBe('He is on waivers: he cannot be traded until they end.');
      await db.updateTable('players').set({ team_id: aiA() }).where('id', '=', player.id).execute();
    } finally {
      await db.updateTable('waivers').set({ state: 'cleared' }).where('player_id', '=', player.id).execute();
      await db.updateTable('draft_picks').set({ player_id: null }).where('id', '=', pick.id).execute();
    }
  });

  it('drops every package that would break the cap or a roster limit', async () => {
    // The AI team can take on almost no salary and no more active players.
    await activeRosterOf(t, aiB(), 23);
    await squeezeCap(t, aiB(), 100_000);
    const teams = await uneven(aiB());
    const modelOnly = await modelOnlyBalance(t, league.id, teams);
    const refused: string[] = [];
    for (const found of modelOnly) {
      const preview = (await api.preview(gmA, { teams: found.sides })).json();
      if (preview.problems.length > 0) refused.push(tradeKey(found.sides));
    }
    expect(refused.length).toBeGreaterThan(0);
    const answer = await finder.found(gmA, { ask: 'balance', teams });
    for (const pkg of answer.packages) {
      expect(refused).not.toContain(tradeKey(pkg.teams));
      expect((await api.preview(gmA, { teams: pkg.teams })).json().problems).toEqual([]);
    }
    await expectAllAccepted(answer);
  });

  it("estimates a human GM's answer by the same model, and says so", async () => {
    const answer = await finder.found(gmA, { ask: 'balance', teams: await uneven(human()) });
    expect(answer.estimate).toBe(true);
    expect(answer.packages.every((p) => p.estimate && p.partner.id === human())).toBe(true);
  });

  it('answers only the GM of the first team or the commissioner', async () => {
    const teams = await uneven(aiA());
    const other = await finder.ask(gmB, { ask: 'balance', teams });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/GM or the commissioner can look for trades for it/);
    expect((await finder.ask(commissioner, { ask: 'balance', teams })).statusCode).toBe(200);
  });

  it('refuses a question it cannot answer, saying why', async () => {
    const alone = [{ teamId: mine(), gives: { playerIds: [], pickIds: [] } }];
    const cases: [object, string][] = [
      [{ ask: 'balance', teams: alone }, 'To balance a trade, name both teams: yours first, then the other.'],
      [{ ask: 'offers', teams: alone }, 'To find offers, name a player of yours or what your team needs'],
      [{ ask: 'offers', teams: await uneven(aiA()), need: { position: 'D' } }, 'name your team alone'],
      [{ ask: 'offers', teams: alone, need: {} }, 'Say what the team needs'],
      [{ ask: 'swap', teams: alone }, "Ask for 'balance' or 'offers'."],
    ];
    const theirs = (await ranked(aiA()))[0];
    cases.push([{ ask: 'offers', teams: alone, playerId: theirs?.id }, `does not play for`]);
    for (const [body, message] of cases) {
      const response = await finder.ask(gmA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('answers 404 for a league that does not exist', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/league/987654/trades/finder',
      headers: { cookie: gmA.cookie },
      payload: { ask: 'balance', teams: await uneven(aiA()) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('League not found.');
  });
});

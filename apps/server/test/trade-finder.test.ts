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
import { activeRosterOf, expectOneOwnerEach, proposal, rankedSkatersOf, tradesApi } from './support/trades';

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
  const ranked = (team: number) => rankedSkatersOf(t, team);
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

  /** Questions the finder answers with packages of many kinds: balances both ways, offers for players. */
  const questions = async () => {
    const mineRanked = await ranked(mine());
    const theirsRanked = await ranked(aiA());
    const trade = (give: number, get: number) => ({
      ask: 'balance',
      teams: proposal([mine(), { playerIds: [give] }], [aiA(), { playerIds: [get] }]).teams,
    });
    const offers = (playerId: number) => ({
      ask: 'offers',
      teams: [{ teamId: mine(), gives: { playerIds: [] as number[], pickIds: [] as number[] } }],
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
      const adds = (await finder.found(gmA, question)).packages.flatMap((p) => p.adds);
      const add = adds.find(
        (a) => a.kind === kind && !question.teams.some((s) => s.gives.playerIds.includes(a.id)),
      );
      if (add) return { question, add };
    }
    throw new Error(`The finder adds no ${kind} to the trades tried: nothing to test`);
  };

  it('never returns a made pick', async () => {
    const { question, add } = await firstAdding('pick');
    const { db } = t.ctx.database;
    const drafted = (await ranked(add.fromTeamId)).at(-1);
    await db
      .updateTable('draft_picks')
      .set({ player_id: drafted?.id ?? 0 })
      .where('id', '=', add.id)
      .execute();
    try {
      const again = await finder.found(gmA, question);
      expect(again.packages.flatMap(keysOf)).not.toContain(`pick ${add.id}`);
      await expectAllAccepted(again);
    } finally {
      await db.updateTable('draft_picks').set({ player_id: null }).where('id', '=', add.id).execute();
    }
  });

  it('never returns a player on waivers', async () => {
    const { question, add } = await firstAdding('player');
    const { db } = t.ctx.database;
    const onWaivers = async (playerId: number, fromTeamId: number) => {
      const at = t.ctx.now().toISOString();
      await db
        .insertInto('waivers')
        .values({
          league_id: league.id,
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
    const blocked = (await ranked(mine()))[5];
    if (!blocked) throw new Error('No skater');
    await onWaivers(add.id, add.fromTeamId);
    await onWaivers(blocked.id, mine());
    try {
      const again = await finder.found(gmA, question);
      expect(again.packages.flatMap(keysOf)).not.toContain(`player ${add.id}`);
      await expectAllAccepted(again);
      // A player of the GM's on waivers is offered to no one.
      const offers = await finder.found(gmA, {
        ask: 'offers',
        teams: [{ teamId: mine(), gives: { playerIds: [], pickIds: [] } }],
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
    await activeRosterOf(t, aiB(), 23);
    await squeezeCap(t, aiB(), 100_000);
    const problemsOf = async (teams: object[]): Promise<string[]> =>
      (await api.preview(gmA, { teams })).json().problems;
    // A trade the rules allow as it stands, for which the value model alone would suggest additions the
    // rules refuse.
    const tryTrade = async () => {
      for (const give of (await ranked(mine())).reverse())
        for (const get of (await ranked(aiB())).slice(0, 10)) {
          const teams = proposal([mine(), { playerIds: [give.id] }], [aiB(), { playerIds: [get.id] }]).teams;
          if ((await problemsOf(teams)).length > 0) continue;
          const refused = new Map<string, string[]>();
          for (const found of await modelOnlyBalance(t, league.id, teams)) {
            const problems = await problemsOf(found.sides);
            if (problems.length > 0) refused.set(tradeKey(found.sides), problems);
          }
          if (refused.size > 0) return { teams, refused };
        }
      throw new Error('No trade for which the model alone suggests what the rules refuse: nothing to test');
    };
    const { teams, refused } = await tryTrade();
    expect([...refused.values()].flat().join(' ')).toMatch(/over the cap|active roster/);
    const answer = await finder.found(gmA, { ask: 'balance', teams });
    for (const pkg of answer.packages) {
      expect(refused.has(tradeKey(pkg.teams))).toBe(false);
      expect(await problemsOf(pkg.teams)).toEqual([]);
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
    const giving = (playerIds: number[]) => [{ teamId: mine(), gives: { playerIds, pickIds: [] } }];
    cases.push([
      { ask: 'offers', teams: giving([theirs?.id ?? 0]), need: { position: 'G' } },
      `Your side names player ${theirs?.id}, which is not`,
    ]);
    cases.push([{ ask: 'offers', teams: giving([2 ** 40]), need: { position: 'G' } }, 'is not an id']);
    for (const [body, message] of cases) {
      const response = await finder.ask(gmA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const route = spec.json().paths['/api/league/{id}/trades/finder'];
    expect(route?.post?.summary).toMatch(/^Trade finder: /);
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

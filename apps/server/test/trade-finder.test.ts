import { TRADE_FINDER_OFFERS_PER_TEAM } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { useFinderLeague } from './support/finder-league';
import { keysOf } from './support/trade-finder';

// Issue 34: the trade finder. Every package it returns is accepted by the AI team at once when proposed
// (docs/decisions/093); trade-finder-rules.test.ts shows none names an asset or makes a move the rules forbid.

describe.each(DIALECTS)('the trade finder on %s', (dialect) => {
  const f = useFinderLeague(dialect);

  it('balances an uneven trade with the smallest additions, each accepted at once when proposed', async () => {
    // A generated league may hold a skater no addition within the rules can buy, or an AI team that takes the
    // GM's weakest for him already (a young one it rates): another skater of the AI team is asked.
    let teams = await f.uneven(f.aiA());
    let answer = await f.finder.found(f.gmA, { ask: 'balance', teams });
    for (const rank of [6, 8, 2]) {
      if (answer.current?.decision !== 'accept' && answer.packages.length > 0) break;
      teams = await f.uneven(f.aiA(), rank);
      answer = await f.finder.found(f.gmA, { ask: 'balance', teams });
    }
    expect(answer.current?.decision).not.toBe('accept');
    expect(answer.estimate).toBe(false);
    expect(answer.packages.length).toBeGreaterThan(0);
    const before = new Set(keysOf({ teams }));
    for (const pkg of answer.packages) {
      expect(pkg.partner.id).toBe(f.aiA());
      expect(pkg.adds.length).toBeGreaterThan(0);
      expect(pkg.adds.every((a) => !before.has(`${a.kind} ${a.id}`))).toBe(true);
      expect(keysOf(pkg)).toEqual(expect.arrayContaining([...before]));
    }
    await f.expectAllAccepted(answer);
  });

  it('says when the AI team accepts already, and what more it would still give', async () => {
    const answer = await f.finder.found(f.gmA, { ask: 'balance', teams: await f.generous(f.aiA()) });
    expect(answer.current?.decision).toBe('accept');
    expect(answer.note).toMatch(/would accept this trade as it stands/);
    expect(answer.packages.length).toBeGreaterThan(0);
    expect(answer.packages.every((p) => p.adds.every((a) => a.fromTeamId === f.aiA()))).toBe(true);
    await f.expectAllAccepted(answer);
  });

  it('lists what AI teams would give for a player of the GM, at most two a team, each accepted when proposed', async () => {
    const player = (await f.ranked(f.mine()))[2];
    const answer = await f.finder.found(f.gmA, {
      ask: 'offers',
      teams: [{ teamId: f.mine(), gives: { playerIds: [], pickIds: [] } }],
      playerId: player?.id,
    });
    expect(answer.current).toBeNull();
    expect(answer.packages.length).toBeGreaterThan(0);
    for (const team of [f.aiA(), f.aiB()])
      expect(answer.packages.filter((p) => p.partner.id === team).length).toBeLessThanOrEqual(
        TRADE_FINDER_OFFERS_PER_TEAM,
      );
    expect(answer.packages.every((p) => [f.aiA(), f.aiB()].includes(p.partner.id))).toBe(true);
    expect(answer.packages.every((p) => p.teams[0]?.gives.playerIds.includes(player?.id ?? 0))).toBe(true);
    await f.expectAllAccepted(answer);
  });

  it.each([[{ position: 'D' }], [{ position: 'F' }], [{ position: 'G' }], [{ capSpace: 1_000_000 }]])(
    'lists deals for a need (%o), each accepted when proposed',
    async (need) => {
      const answer = await f.finder.found(f.gmA, {
        ask: 'offers',
        teams: [{ teamId: f.mine(), gives: { playerIds: [], pickIds: [] } }],
        need,
      });
      expect(answer.packages.length, answer.note ?? '').toBeGreaterThan(0);
      await f.expectAllAccepted(answer);
    },
  );

  it("estimates a human GM's answer by the same model, and says so", async () => {
    const answer = await f.finder.found(f.gmA, { ask: 'balance', teams: await f.uneven(f.human()) });
    expect(answer.estimate).toBe(true);
    expect(answer.packages.every((p) => p.estimate && p.partner.id === f.human())).toBe(true);
  });

  it('answers only the GM of the first team or the commissioner', async () => {
    const teams = await f.uneven(f.aiA());
    const other = await f.finder.ask(f.gmB, { ask: 'balance', teams });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/GM or the commissioner can look for trades for it/);
    expect((await f.finder.ask(f.commissioner, { ask: 'balance', teams })).statusCode).toBe(200);
  });

  it('refuses a question it cannot answer, saying why', async () => {
    const alone = [{ teamId: f.mine(), gives: { playerIds: [], pickIds: [] } }];
    const cases: [object, string][] = [
      [{ ask: 'balance', teams: alone }, 'To balance a trade, name both teams: yours first, then the other.'],
      [{ ask: 'offers', teams: alone }, 'To find offers, name a player of yours or what your team needs'],
      [{ ask: 'offers', teams: await f.uneven(f.aiA()), need: { position: 'D' } }, 'name your team alone'],
      [{ ask: 'offers', teams: alone, need: {} }, 'Say what the team needs'],
      [{ ask: 'swap', teams: alone }, "Ask for 'balance' or 'offers'."],
    ];
    const theirs = (await f.ranked(f.aiA()))[0];
    cases.push([{ ask: 'offers', teams: alone, playerId: theirs?.id }, `does not play for`]);
    const giving = (playerIds: number[]) => [{ teamId: f.mine(), gives: { playerIds, pickIds: [] } }];
    cases.push([
      { ask: 'offers', teams: giving([theirs?.id ?? 0]), need: { position: 'G' } },
      `Your side names player ${theirs?.id}, which is not`,
    ]);
    cases.push([{ ask: 'offers', teams: giving([2 ** 40]), need: { position: 'G' } }, 'is not an id']);
    for (const [body, message] of cases) {
      const response = await f.finder.ask(f.gmA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const spec = await f.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const route = spec.json().paths['/api/league/{id}/trades/finder'];
    expect(route?.post?.summary).toMatch(/^Trade finder: /);
  });

  it('answers 404 for a league that does not exist', async () => {
    const missing = await f.t.app.inject({
      method: 'POST',
      url: '/api/league/987654/trades/finder',
      headers: { cookie: f.gmA.cookie },
      payload: { ask: 'balance', teams: await f.uneven(f.aiA()) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('League not found.');
  });
});

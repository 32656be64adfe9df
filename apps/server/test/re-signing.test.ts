import {
  NHL_CONTRACT_SETTINGS,
  type CapSheetResponse,
  type ReSigningOfferResponse,
  type ReSigningPlayer,
  type ReSigningResponse,
  type TransactionsResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiReSignings } from '../src/modules/re-signing/ai-re-signings';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17, re-signing: talks with a player whose contract ends (accept, counter, refusal), the checks
// each offer meets (the team's own GM, the term, next season's cap), qualifying offers for restricted
// players, one agreement when two race, the summer that starts an extension, and AI teams re-signing.

describe.each(DIALECTS)('re-signing on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const listUrl = (team = teamId(0)) => `/api/league/${league.id}/team/${team}/re-signing`;
  const qoUrl = (team = teamId(0)) => `/api/league/${league.id}/team/${team}/qualifying-offers`;

  async function list(user = gm, team = teamId(0)): Promise<ReSigningResponse> {
    const response = await inject(user, 'GET', listUrl(team));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const offer = (playerId: number, capHit: number, years: number, user = gm) =>
    inject(user, 'POST', listUrl(), { playerId, capHit, years });
  async function answered(playerId: number, capHit: number, years: number): Promise<ReSigningOfferResponse> {
    const response = await offer(playerId, capHit, years);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function capSheet(): Promise<CapSheetResponse> {
    return (await inject(gm, 'GET', `/api/league/${league.id}/team/${teamId(0)}/cap`)).json();
  }
  /** The expiring regulars of team 0 without talks yet, dearest ask first. */
  async function fresh(): Promise<(ReSigningPlayer & { ask: { capHit: number; years: number } })[]> {
    return (await list()).players
      .filter((p) => p.talks === 'none' && p.placement === 'active' && p.ask !== null)
      .sort((a, b) => (b.ask?.capHit ?? 0) - (a.ask?.capHit ?? 0)) as never;
  }
  async function freshOne() {
    const player = (await fresh())[0];
    if (!player) throw new Error('No expiring player left to talk to');
    return player;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    otherGm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Re-sign League', [gm, otherGm]);
    // Ten of team 0's regulars in their contract's last season, all unrestricted at expiry but one.
    const { db } = t.ctx.database;
    const players = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .where('status', '=', 'active')
      .orderBy('cap_hit', 'desc')
      .limit(10)
      .execute();
    const ids = players.map((p) => p.id);
    await db.updateTable('players').set({ contract_years: 1, age: 29 }).where('id', 'in', ids).execute();
    await db
      .updateTable('players')
      .set({ age: 22, prior_accrued_seasons: 1 })
      .where('id', '=', ids[ids.length - 1] ?? 0)
      .execute();
  });
  afterAll(() => t.close());

  it("lists the expiring players: asks and mood for the team's GM, not for another", async () => {
    const mine = await list();
    expect(mine.canNegotiate).toBe(true);
    expect(mine.players.length).toBeGreaterThanOrEqual(10);
    expect(mine.maxYears).toBe(7);
    const player = mine.players[0];
    expect(player?.ask?.capHit).toBeGreaterThanOrEqual(mine.nextSeason.minimumSalary);
    expect(player?.mood).toEqual(expect.any(Number));
    expect(mine.players.filter((p) => p.expiresAs === 'rfa').length).toBeGreaterThanOrEqual(1);
    const theirs = await list(otherGm);
    expect(theirs.canNegotiate).toBe(false);
    expect(theirs.players.every((p) => p.ask === null && p.mood === null)).toBe(true);
    expect((await inject(null, 'GET', listUrl())).statusCode).toBe(401);
  });

  it('signs a player offered his ask at his term: an extension on the cap sheet, logged and in the news', async () => {
    const player = await freshOne();
    const result = await answered(player.id, player.ask.capHit, player.ask.years);
    expect(result.outcome).toBe('accepted');
    expect(result.message).toMatch(/accepted/);
    expect(result.player).toMatchObject({ talks: 'agreed', extension: player.ask });
    const sheet = await capSheet();
    const row = sheet.players.find((p) => p.id === player.id);
    expect(row?.extension).toEqual(player.ask);
    const nextSeason = sheet.seasons[1];
    expect(nextSeason?.committed).toBeGreaterThanOrEqual(player.ask.capHit);
    const log: TransactionsResponse = (
      await inject(gm, 'GET', `/api/league/${league.id}/transactions`)
    ).json();
    expect(log.transactions[0]).toMatchObject({ kind: 're_signed', playerId: player.id });
    expect(log.transactions[0]?.text).toMatch(/^Re-signed: \d seasons? at \$/);
    const feed = (await inject(gm, 'GET', `/api/league/${league.id}/feed?kind=transactions`)).json();
    expect(feed.items.map((i: { kind: string }) => i.kind)).toContain('re_signed');
    const again = await offer(player.id, player.ask.capHit, player.ask.years);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already re-signed/);
  });

  it('counters an offer short of his price, and signs when his counter is offered', async () => {
    const player = await freshOne();
    const low = Math.round((player.ask.capHit * 0.9) / 25_000) * 25_000;
    const first = await answered(player.id, low, player.ask.years);
    expect(first.outcome).toBe('countered');
    expect(first.counter?.years).toBe(player.ask.years);
    expect(first.counter?.capHit).toBeGreaterThan(low);
    expect(first.player).toMatchObject({ talks: 'open', counter: first.counter, offers: 1 });
    expect(first.mood).toBeLessThan(player.mood ?? 0);
    const counter = first.counter ?? { capHit: 0, years: 0 };
    const second = await answered(player.id, counter.capHit, counter.years);
    expect(second.outcome).toBe('accepted');
    expect(second.player.extension).toEqual(counter);
  });

  it('breaks talks off after lowballs, and refuses further offers this season', async () => {
    const player = await freshOne();
    const lowball = Math.max((await list()).nextSeason.minimumSalary, Math.round(player.ask.capHit / 3));
    let outcome = '';
    for (let i = 0; i < 6 && outcome !== 'refused'; i++)
      outcome = (await answered(player.id, lowball, player.ask.years)).outcome;
    expect(outcome).toBe('refused');
    const after = await offer(player.id, player.ask.capHit * 2, player.ask.years);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/broke off talks/);
    expect((await list()).players.find((p) => p.id === player.id)?.talks).toBe('broken');
  });

  it("refuses another team's GM, a term too long, a cap hit out of bounds, and a player not expiring", async () => {
    const player = await freshOne();
    const foreign = await offer(player.id, player.ask.capHit, 2, otherGm);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/Only this team's GM or the commissioner/);
    const long = await offer(player.id, player.ask.capHit, 8);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The term must be 1 to 7 seasons.');
    expect((await offer(player.id, 100_000, 2)).json().message).toMatch(/minimum salary/);
    expect((await offer(player.id, 60_000_000, 2)).statusCode).toBe(400);
    const { db } = t.ctx.database;
    const signedLonger = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .where('status', 'in', ['active', 'minors'])
      .where('contract_years', '>', 1)
      .executeTakeFirstOrThrow();
    const notYet = await offer(signedLonger.id, 2_000_000, 2);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/contract's last season/);
    expect((await list()).players.find((p) => p.id === player.id)?.talks).toBe('none');
  });

  it("refuses an offer that would break next season's cap, naming the overage", async () => {
    const player = await freshOne();
    const { nextSeason } = await list();
    // A cap (in $100K steps) at most $200K above next season's commitments.
    const upperLimit = Math.ceil(nextSeason.committed / 100_000) * 100_000 + 100_000;
    const settings = {
      ...NHL_CONTRACT_SETTINGS,
      capLimits: [{ startYear: 2000, upperLimit, floor: 10_000_000 }],
      capGrowthPercent: 0,
    };
    const { db } = t.ctx.database;
    await db
      .updateTable('leagues')
      .set({ contract_settings: JSON.stringify(settings) })
      .where('id', '=', league.id)
      .execute();
    const response = await offer(player.id, 1_500_000, 2);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /would put the team \$[\d.]+[MK] over the cap of \$[\d.]+M next season\.$/,
    );
    await db.updateTable('leagues').set({ contract_settings: null }).where('id', '=', league.id).execute();
  });

  it('of two agreements at once for one player, makes one', async () => {
    const player = await freshOne();
    const results = await Promise.all([
      offer(player.id, player.ask.capHit, player.ask.years),
      offer(player.id, player.ask.capHit, player.ask.years),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/re-signed|a moment ago/);
    const log: TransactionsResponse = (
      await inject(gm, 'GET', `/api/league/${league.id}/transactions`)
    ).json();
    expect(log.transactions.filter((x) => x.kind === 're_signed' && x.playerId === player.id)).toHaveLength(
      1,
    );
  });

  it('tenders a qualifying offer to a restricted player once, and none to an unrestricted one', async () => {
    const players = (await list()).players;
    const rfa = players.find((p) => p.expiresAs === 'rfa' && p.extension === null);
    const ufa = players.find((p) => p.expiresAs === 'ufa' && p.extension === null);
    if (!rfa || !ufa) throw new Error('An RFA and a UFA needed');
    expect(rfa.qualifyingOffer).toMatchObject({ tendered: false });
    expect(ufa.qualifyingOffer).toBeNull();
    expect((await inject(otherGm, 'POST', qoUrl(), { playerId: rfa.id })).statusCode).toBe(403);
    const tendered = await inject(gm, 'POST', qoUrl(), { playerId: rfa.id });
    expect(tendered.statusCode, tendered.body).toBe(200);
    expect(tendered.json().qualifyingOffer).toEqual({ amount: rfa.qualifyingOffer?.amount, tendered: true });
    expect(rfa.qualifyingOffer?.amount).toBeGreaterThanOrEqual(rfa.capHit);
    const twice = await inject(gm, 'POST', qoUrl(), { playerId: rfa.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already tendered/);
    const refused = await inject(gm, 'POST', qoUrl(), { playerId: ufa.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/unrestricted free agent/);
  });

  it('re-signs for AI teams by the same model, within their cap', async () => {
    const { db } = t.ctx.database;
    const season = await db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', await activeSeasonId(t, league.id))
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
    const signed = await db.transaction().execute((trx) =>
      aiReSignings(trx, {
        league: row,
        seasonId: season.id,
        year: season.start_year,
        market: 1,
        at: t.ctx.now().toISOString(),
      }),
    );
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.every((s) => s.teamId !== teamId(0) && s.teamId !== teamId(1))).toBe(true);
    for (const team of new Set(signed.map((s) => s.teamId))) {
      const sheet = await list(commissioner, team);
      expect(sheet.nextSeason.committed).toBeLessThanOrEqual(sheet.nextSeason.upperLimit);
    }
    const first = signed[0];
    const player = await db
      .selectFrom('players')
      .select(['extension_cap_hit', 'extension_years'])
      .where('id', '=', first?.playerId ?? 0)
      .executeTakeFirstOrThrow();
    expect(player).toEqual({ extension_cap_hit: first?.terms.capHit, extension_years: first?.terms.years });
  });

  it('starts the extension when the summer ends the contract', async () => {
    const { db } = t.ctx.database;
    const signed = (await list()).players.find((p) => p.extension !== null);
    if (!signed?.extension) throw new Error('A re-signed player needed');
    const seasonId = await activeSeasonId(t, league.id);
    await db.updateTable('seasons').set({ phase: 'offseason' }).where('id', '=', seasonId).execute();
    const rolled = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    const row = await db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', signed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      cap_hit: signed.extension.capHit,
      contract_years: signed.extension.years,
      contract_type: 'standard',
      contract_signed_year: rolled.json().season.startYear,
      extension_cap_hit: null,
      extension_years: null,
      qualifying_offer: null,
    });
  });
});

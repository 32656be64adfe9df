import type {
  CapSheetResponse,
  ContractOffer,
  ContractOffersResponse,
  FreeAgentsResponse,
  TransactionsResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFreeAgency } from '../src/modules/free-agency/resolve';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { makeCapRoom, makeCapRoomForLeague } from './support/cap-room';

// Issue 17, free agency in season: a player without a team can be offered a contract by any GM; his offers
// stand for the decision period, then he chooses once, even with two server processes deciding at once.

const DAY_AND_AN_HOUR = 25 * 3_600_000;

describe.each(DIALECTS)('free agency in season on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let gm2: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const offersUrl = () => `/api/league/${league.id}/contract-offers`;

  async function freeAgents(user: TestUser): Promise<FreeAgentsResponse> {
    const response = await inject(user, 'GET', `/api/league/${league.id}/free-agents`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function capSheet(team: number): Promise<CapSheetResponse> {
    return (await inject(gm, 'GET', `/api/league/${league.id}/team/${team}/cap`)).json();
  }
  /** Releases one of the AI team's players from his contract: a free agent whose last team it was. */
  async function freeAgentFromAiTeam(index: number): Promise<number> {
    const sheet = await capSheet(teamId(3));
    const player = sheet.players.filter((p) => p.placement === 'active')[index];
    if (!player) throw new Error('No player to free');
    await t.ctx.database.db
      .updateTable('players')
      .set({ team_id: null, last_team_id: teamId(3) })
      .where('id', '=', player.id)
      .execute();
    return player.id;
  }
  async function offer(
    user: TestUser,
    body: { playerId: number; teamId: number; capHit: number; years: number },
  ) {
    return inject(user, 'POST', offersUrl(), body);
  }
  async function later(ms: number) {
    t.advance(ms);
    second.advance(ms);
    for (const user of [commissioner, gm, gm2])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    commissioner = await signUp(t);
    gm = await signUp(t);
    gm2 = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Free Agent League', [gm, gm2]);
    // Room under the cap for the moves below: a new league's teams spend near it.
    await makeCapRoomForLeague(t, league.id, 20_000_000);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('lists a player without a team with what he asks, his last team and the GM’s cap space', async () => {
    const playerId = await freeAgentFromAiTeam(0);
    const list = await freeAgents(gm);
    expect(list.stage).toEqual({ kind: 'open' });
    expect(list.myTeam).toMatchObject({ id: teamId(0) });
    const agent = list.players.find((p) => p.id === playerId);
    expect(agent).toMatchObject({
      lastTeam: { id: teamId(3) },
      status: expect.stringMatching(/^(ufa|rfa)$/),
    });
    expect(agent?.ask.capHit).toBeGreaterThanOrEqual(list.contractSeason.minimumSalary);
    expect(agent?.ask.years).toBeGreaterThanOrEqual(1);
  });

  it('refuses an offer for another team, to a player under contract, and outside the rules', async () => {
    const playerId = await freeAgentFromAiTeam(1);
    const { contractSeason } = await freeAgents(gm);
    const terms = { playerId, teamId: teamId(0), capHit: contractSeason.minimumSalary, years: 2 };
    const other = await offer(gm, { ...terms, teamId: teamId(1) });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/GM or the commissioner/);
    const signed = (await capSheet(teamId(2))).players[0]?.id ?? 0;
    const notFree = await offer(gm, { ...terms, playerId: signed });
    expect(notFree.statusCode).toBe(409);
    expect(notFree.json().message).toMatch(/is not a free agent/);
    const tooLong = await offer(gm, { ...terms, years: contractSeason.maxYearsNewTeam + 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`The term must be 1 to ${contractSeason.maxYearsNewTeam} seasons.`);
    const tooLittle = await offer(gm, { ...terms, capHit: contractSeason.minimumSalary - 25_000 });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().message).toMatch(/at least the minimum salary/);
  });

  it('refuses an offer that would put the team over the cap, naming the overage', async () => {
    const playerId = await freeAgentFromAiTeam(2);
    const { contractSeason } = await freeAgents(gm);
    const sheet = await capSheet(teamId(0));
    const top = sheet.players[0];
    if (!top) throw new Error('No player');
    const raise = sheet.capSpace + top.capHit - 500_000;
    await t.ctx.database.db.updateTable('players').set({ cap_hit: raise }).where('id', '=', top.id).execute();
    const over = await offer(gm, { playerId, teamId: teamId(0), capHit: 1_000_000, years: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/would put the team \$500K over the cap of \$/);
    await t.ctx.database.db
      .updateTable('players')
      .set({ cap_hit: top.capHit })
      .where('id', '=', top.id)
      .execute();
    expect(contractSeason.upperLimit).toBeGreaterThan(0);
  });

  it('keeps one open offer a team to a player, shows a GM only his own, and withdraws once', async () => {
    const playerId = await freeAgentFromAiTeam(3);
    const { contractSeason } = await freeAgents(gm);
    const terms = { playerId, teamId: teamId(0), capHit: contractSeason.minimumSalary, years: 1 };
    const made = await offer(gm, terms);
    expect(made.statusCode, made.body).toBe(201);
    const again = await offer(gm, terms);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has an open offer.*withdraw it first/);

    const mine: ContractOffersResponse = (await inject(gm, 'GET', offersUrl())).json();
    expect(mine.offers.map((o) => o.team.id)).toContain(teamId(0));
    // Another team's offers are its own business: asked for them, a GM is shown none.
    const theirs = await inject(gm2, 'GET', `${offersUrl()}?teamId=${teamId(0)}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().offers).toEqual([]);
    expect(mine.yourTeamId).toBe(teamId(0));
    const all: ContractOffersResponse = (await inject(commissioner, 'GET', offersUrl())).json();
    expect(all.offers.some((o) => o.id === made.json().id)).toBe(true);
    expect(all.yourTeamId).toBeNull();
    // A commissioner who runs a team sees every offer, and only his team's as his.
    const assigned = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId(2)}/gm`, {
      username: commissioner.username,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const his: ContractOffersResponse = (await inject(commissioner, 'GET', offersUrl())).json();
    expect(his.yourTeamId).toBe(teamId(2));
    expect(his.offers.some((o) => o.id === made.json().id && o.team.id !== his.yourTeamId)).toBe(true);
    await inject(commissioner, 'DELETE', `/api/league/${league.id}/team/${teamId(2)}/gm`);

    const id = (made.json() as ContractOffer).id;
    expect((await inject(gm2, 'DELETE', `${offersUrl()}/${id}`)).statusCode).toBe(403);
    const withdrawn = await inject(gm, 'DELETE', `${offersUrl()}/${id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn' });
    const twice = await inject(gm, 'DELETE', `${offersUrl()}/${id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already withdrawn/);
  });

  it('decides two teams’ offers to one player once, with two processes at once', async () => {
    const playerId = await freeAgentFromAiTeam(4);
    const list = await freeAgents(gm);
    const agent = list.players.find((p) => p.id === playerId);
    if (!agent) throw new Error('He is not listed');
    const first = await offer(gm, {
      playerId,
      teamId: teamId(0),
      capHit: agent.ask.capHit,
      years: agent.ask.years,
    });
    expect(first.statusCode, first.body).toBe(201);
    const richer = Math.min(list.contractSeason.maxCapHit, agent.ask.capHit + 2_000_000);
    const secondOffer = await offer(gm2, {
      playerId,
      teamId: teamId(1),
      capHit: richer,
      years: agent.ask.years,
    });
    expect(secondOffer.statusCode, secondOffer.body).toBe(201);
    expect(new Date(first.json().decideAt).getTime() - new Date(first.json().madeAt).getTime()).toBe(
      24 * 3_600_000,
    );

    expect((await resolveFreeAgency(t.ctx, league.id)).decided).toBe(0);
    await later(DAY_AND_AN_HOUR);
    // Two server processes at once on PostgreSQL (SQLite serves one): the player decides once.
    const runs =
      dialect === 'postgres'
        ? await Promise.all([resolveFreeAgency(t.ctx, league.id), resolveFreeAgency(second.ctx, league.id)])
        : [await resolveFreeAgency(t.ctx, league.id), await resolveFreeAgency(second.ctx, league.id)];
    expect(runs.reduce((sum, run) => sum + run.decided, 0)).toBe(1);

    const offers: ContractOffersResponse = (await inject(commissioner, 'GET', offersUrl())).json();
    const his = offers.offers.filter((o) => o.player.id === playerId);
    expect(his.map((o) => [o.team.id, o.state]).sort()).toEqual(
      [
        [teamId(0), 'rejected'],
        [teamId(1), 'accepted'],
      ].sort(),
    );
    expect(his.find((o) => o.state === 'rejected')?.reason).toMatch(/He signed with/);
    const sheet = await capSheet(teamId(1));
    expect(sheet.players.find((p) => p.id === playerId)).toMatchObject({
      capHit: richer,
      yearsLeft: agent.ask.years,
    });
    const log: TransactionsResponse = (
      await inject(gm, 'GET', `/api/league/${league.id}/transactions?teamId=${teamId(1)}`)
    ).json();
    expect(log.transactions.filter((l) => l.playerId === playerId && l.kind === 'signed')).toHaveLength(1);
    const notices = (await inject(gm, 'GET', '/api/notifications')).json();
    expect(
      (notices.notifications as { kind: string; payload: { outcome?: string } }[]).find(
        (n) => n.kind === 'contract_offer_decided',
      )?.payload.outcome,
    ).toBe('signed_elsewhere');
    expect((await freeAgents(gm)).players.some((p) => p.id === playerId)).toBe(false);
  });

  it('voids the best offer when its team no longer fits him under the cap, and the next best wins', async () => {
    const playerId = await freeAgentFromAiTeam(5);
    const list = await freeAgents(gm);
    const agent = list.players.find((p) => p.id === playerId);
    if (!agent) throw new Error('He is not listed');
    const richer = Math.min(list.contractSeason.maxCapHit, agent.ask.capHit + 1_000_000);
    const best = await offer(gm, { playerId, teamId: teamId(0), capHit: richer, years: agent.ask.years });
    expect(best.statusCode, best.body).toBe(201);
    // Team 1 signed a player above: it makes room for this one's ask.
    await makeCapRoom(t, teamId(1), agent.ask.capHit);
    const next = await offer(gm2, {
      playerId,
      teamId: teamId(1),
      capHit: agent.ask.capHit,
      years: agent.ask.years,
    });
    expect(next.statusCode, next.body).toBe(201);

    // Before he decides, team 0 spends its room.
    const sheet = await capSheet(teamId(0));
    const top = sheet.players.find((p) => p.placement === 'active');
    if (!top) throw new Error('No player');
    await t.ctx.database.db
      .updateTable('players')
      .set({ cap_hit: top.capHit + sheet.capSpace })
      .where('id', '=', top.id)
      .execute();
    // Two hours later the commissioner makes an AI team's offer: not yet due when he decides.
    await later(2 * 3_600_000);
    const late = await offer(commissioner, {
      playerId,
      teamId: teamId(2),
      capHit: list.contractSeason.minimumSalary,
      years: 1,
    });
    expect(late.statusCode, late.body).toBe(201);
    await later(DAY_AND_AN_HOUR - 2 * 3_600_000);
    expect((await resolveFreeAgency(t.ctx, league.id)).decided).toBe(1);

    const offers: ContractOffersResponse = (await inject(commissioner, 'GET', offersUrl())).json();
    const his = offers.offers.filter((o) => o.player.id === playerId);
    expect(his.find((o) => o.team.id === teamId(0))).toMatchObject({
      state: 'void',
      reason: expect.stringMatching(/over the cap of/),
    });
    expect(his.find((o) => o.team.id === teamId(1))?.state).toBe('accepted');
    expect(his.find((o) => o.team.id === teamId(2))).toMatchObject({
      state: 'rejected',
      reason: expect.stringMatching(/^He signed with/),
    });
    const row = await t.ctx.database.db
      .selectFrom('players')
      .select('team_id')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.team_id).toBe(teamId(1));
    await t.ctx.database.db
      .updateTable('players')
      .set({ cap_hit: top.capHit })
      .where('id', '=', top.id)
      .execute();
  });
});

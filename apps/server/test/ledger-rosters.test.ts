import type { CapSheetResponse, FreeAgentsResponse, WaiversResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDueWaivers } from '../src/modules/contracts/resolve-waivers';
import { resolveFreeAgency } from '../src/modules/free-agency/resolve';
import { login, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { activeRosterOf, proposal, skatersOf, tradeLeague, type tradesApi } from './support/trades';

// docs/decisions/070: every move goes through the ledger, which keeps depth charts and saved lineups
// consistent in the move's transaction. After a trade, a waiver claim, a release, a free agent's signing
// and a send-down, no team's depth chart or saved lineup names a player of another team, nor one of its
// own who cannot dress. Each moved player is first put on a special-teams unit, a place the lineup's
// mending does not fill.

const DAY_AND_AN_HOUR = 25 * 3_600_000;

describe.each(DIALECTS)('depth charts and lineups after each kind of move on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: readonly [TestUser, TestUser, TestUser];
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ commissioner, gms, league, api } = await tradeLeague(t, 'Ledger League'));
  });
  afterAll(async () => t.close());

  async function sheets(teamIds: readonly number[]) {
    const { db } = t.ctx.database;
    const [charts, lineups] = await Promise.all([
      db.selectFrom('depth_charts').select(['team_id', 'chart']).where('team_id', 'in', teamIds).execute(),
      db.selectFrom('lineups').select(['team_id', 'lineup']).where('team_id', 'in', teamIds).execute(),
    ]);
    return [
      ...charts.map((row) => ({
        teamId: row.team_id,
        what: 'depth chart',
        ids: Object.values(JSON.parse(row.chart) as Record<string, number[]>).flat(),
      })),
      ...lineups.map((row) => ({
        teamId: row.team_id,
        what: 'lineup',
        ids: Object.values(JSON.parse(row.lineup) as Record<string, number | null>).flatMap((id) =>
          id === null ? [] : [Number(id)],
        ),
      })),
    ];
  }

  /** No chart or lineup in the league names a player of another team; the moved players' own teams list them only when they can dress. */
  async function expectConsistent(moved: readonly number[]) {
    const teamIds = league.teams.map((team) => team.id);
    const players = await t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'team_id', 'status'])
      .where('league_id', '=', league.id)
      .execute();
    const byId = new Map(players.map((p) => [p.id, p]));
    for (const sheet of await sheets(teamIds))
      for (const id of sheet.ids) {
        const player = byId.get(id);
        expect(player?.team_id, `team ${sheet.teamId}'s ${sheet.what} names player ${id}`).toBe(sheet.teamId);
        if (moved.includes(id))
          expect(player?.status, `team ${sheet.teamId}'s ${sheet.what} names player ${id}`).toBe('active');
      }
  }

  /** Puts the player on his team's second power-play unit in its saved lineup. */
  async function onPowerPlay(team: number, playerId: number) {
    const { db } = t.ctx.database;
    const row = await db
      .selectFrom('lineups')
      .select('lineup')
      .where('team_id', '=', team)
      .executeTakeFirstOrThrow();
    const lineup = { ...(JSON.parse(row.lineup) as Record<string, number | null>), pp2_lw: playerId };
    await db
      .updateTable('lineups')
      .set({ lineup: JSON.stringify(lineup) })
      .where('team_id', '=', team)
      .execute();
    const [sheet] = (await sheets([team])).filter((s) => s.what === 'lineup');
    expect(sheet?.ids).toContain(playerId);
  }

  async function capSheet(team: number): Promise<CapSheetResponse> {
    const response = await inject(gms[0], 'GET', `/api/league/${league.id}/team/${team}/cap`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** An active skater of the team, made waiver-exempt (first contract this season) or plainly not. */
  async function skaterOf(team: number, exempt: boolean, skip: readonly number[] = []): Promise<number> {
    const sheet = await capSheet(team);
    const player = (await skatersOf(t, team)).find((p) => !skip.includes(p.id));
    if (!player) throw new Error('No skater left');
    await t.ctx.database.db
      .updateTable('players')
      .set(
        exempt
          ? { first_contract_year: sheet.season.startYear, prior_games: 0, age_at_first_contract: 20 }
          : { first_contract_year: sheet.season.startYear - 10, prior_games: 500, age_at_first_contract: 20 },
      )
      .where('id', '=', player.id)
      .execute();
    return player.id;
  }

  async function rosterMove(playerId: number, move: 'sendDown' | 'release') {
    const url = `/api/league/${league.id}/team/${teamId(0)}/roster-moves`;
    const response = await inject(gms[0], 'POST', url, { playerId, move });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promise<{ transaction: { kind: string } }>;
  }

  async function later(ms: number) {
    t.advance(ms);
    for (const user of [commissioner, ...gms])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  async function teamAndStatus(playerId: number) {
    return t.ctx.database.db
      .selectFrom('players')
      .select(['team_id', 'status'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
  }

  it('lists nobody where he does not play after a trade, a claim, a release, a signing and a send-down', async () => {
    const moved: number[] = [];

    // A trade: one skater each way, both on a power play.
    const [a] = await skatersOf(t, teamId(0));
    const [b] = await skatersOf(t, teamId(1));
    if (!a || !b) throw new Error('Teams without skaters');
    await onPowerPlay(teamId(0), a.id);
    await onPowerPlay(teamId(1), b.id);
    const trade = await api.proposed(
      gms[0],
      proposal([teamId(0), { playerIds: [a.id] }], [teamId(1), { playerIds: [b.id] }]),
    );
    const accepted = await api.act(gms[1], trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await teamAndStatus(a.id)).toEqual({ team_id: teamId(1), status: 'active' });
    moved.push(a.id, b.id);
    await expectConsistent(moved);
    // Each joined the foot of his new team's depth chart.
    const [chartOfB] = (await sheets([teamId(1)])).filter((s) => s.what === 'depth chart');
    expect(chartOfB?.ids).toContain(a.id);

    // Waivers with a claim: a veteran sent down goes through them, and team 2 claims him.
    await activeRosterOf(t, teamId(0), 23);
    const veteran = await skaterOf(teamId(0), false, moved);
    await onPowerPlay(teamId(0), veteran);
    expect((await rosterMove(veteran, 'sendDown')).transaction.kind).toBe('waived');
    const waivers: WaiversResponse = (await inject(gms[2], 'GET', `/api/league/${league.id}/waivers`)).json();
    const waiver = waivers.waivers.find((w) => w.player.id === veteran);
    if (!waiver) throw new Error('He is not on waivers');
    const claim = await inject(gms[2], 'POST', `/api/league/${league.id}/waivers/${waiver.id}/claim`);
    expect(claim.statusCode, claim.body).toBe(200);
    await later(DAY_AND_AN_HOUR);
    expect(await resolveDueWaivers(t.ctx)).toBe(1);
    expect(await teamAndStatus(veteran)).toEqual({ team_id: teamId(2), status: 'active' });
    moved.push(veteran);
    await expectConsistent(moved);

    // A release of an exempt player: bought out, a free agent at once.
    const released = await skaterOf(teamId(0), true, moved);
    await onPowerPlay(teamId(0), released);
    expect((await rosterMove(released, 'release')).transaction.kind).toBe('buyout');
    expect((await teamAndStatus(released)).team_id).toBeNull();
    moved.push(released);
    await expectConsistent(moved);

    // A free agent's signing: team 1 offers the released player his ask, and he signs.
    const list: FreeAgentsResponse = (
      await inject(gms[1], 'GET', `/api/league/${league.id}/free-agents`)
    ).json();
    const agent = list.players.find((p) => p.id === released);
    if (!agent) throw new Error('He is not a free agent');
    const offer = await inject(gms[1], 'POST', `/api/league/${league.id}/contract-offers`, {
      playerId: released,
      teamId: teamId(1),
      capHit: agent.ask.capHit,
      years: agent.ask.years,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await later(DAY_AND_AN_HOUR);
    expect((await resolveFreeAgency(t.ctx, league.id)).decided).toBe(1);
    expect((await teamAndStatus(released)).team_id).toBe(teamId(1));
    await expectConsistent(moved);

    // A send-down of an exempt player: in the minors, off his team's depth chart and lineup.
    const sentDown = await skaterOf(teamId(0), true, moved);
    await onPowerPlay(teamId(0), sentDown);
    expect((await rosterMove(sentDown, 'sendDown')).transaction.kind).toBe('sendDown');
    expect(await teamAndStatus(sentDown)).toEqual({ team_id: teamId(0), status: 'minors' });
    moved.push(sentDown);
    await expectConsistent(moved);
    const own = await sheets([teamId(0)]);
    for (const sheet of own) expect(sheet.ids, sheet.what).not.toContain(sentDown);
  });
});

import type { TradeDetail } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInactivityPass } from '../src/modules/inactivity/inactivity-pass';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { noticesOf, proposal, skatersOf, tradeLeague } from './support/trades';

// Issue 27 point 7: a GM who leaves his team takes his open proposals with him, whichever way he goes.

const DAY = 86_400_000;

describe.each(DIALECTS)("a departing GM's open proposals on %s", (dialect) => {
  let t: TestApp;
  let leagues = 0;
  beforeAll(async () => {
    // Six leagues of four users and a successor: more sign-ups than one address may make by default.
    t = await createTestApp(dialect, { REGISTRATION_RATE_LIMIT: '100' });
  });
  afterAll(async () => t.close());

  /**
   * A trade league where the GM of team 0 (who leaves) made a proposal to team 1 and was sent one by
   * team 2; both wait for an answer.
   */
  async function proposalsOfLeavingGm() {
    const setup = await tradeLeague(t, `Departures ${(leagues += 1)}`);
    const { gms, league, api } = setup;
    const team = (i: number) => league.teams[i]?.id ?? 0;
    const skater = async (i: number, nth: number) => (await skatersOf(t, team(i)))[nth]?.id ?? 0;
    const made = await api.proposed(
      gms[0],
      proposal(
        [team(0), { playerIds: [await skater(0, 0)] }],
        [team(1), { playerIds: [await skater(1, 0)] }],
      ),
    );
    const sent = await api.proposed(
      gms[2],
      proposal(
        [team(2), { playerIds: [await skater(2, 0)] }],
        [team(0), { playerIds: [await skater(0, 1)] }],
      ),
    );
    return { ...setup, team, made, sent, leaving: gms[0] };
  }

  /** Both proposals read withdrawn; the partner's accept is a 409 naming why; the other GMs are told. */
  async function expectWithdrawn(
    setup: Awaited<ReturnType<typeof proposalsOfLeavingGm>>,
    reason: RegExp,
  ): Promise<void> {
    const { api, gms, made, sent } = setup;
    const accept = await api.act(gms[1], made.id, 'accept');
    expect(accept.statusCode, accept.body).toBe(409);
    expect(accept.json().message).toMatch(/This proposal was withdrawn/);
    expect(accept.json().message).toMatch(reason);
    const madeNow: TradeDetail = (await api.get(gms[1], made.id)).json();
    expect(madeNow).toMatchObject({ status: 'withdrawn' });
    expect(madeNow.statusReason).toMatch(reason);
    expect((await api.get(gms[2], sent.id)).json()).toMatchObject({ status: 'withdrawn' });
    for (const [gm, trade] of [
      [gms[1], made],
      [gms[2], sent],
    ] as const)
      expect((await noticesOf(t, gm, 'trade_update'))[0]).toMatchObject({
        tradeId: trade.id,
        event: 'gm_left',
      });
  }

  it('withdraws them when the proposing GM deletes his account', async () => {
    const setup = await proposalsOfLeavingGm();
    const { leaving } = setup;
    const deleted = await requestsAs(t)(leaving, 'DELETE', '/api/user', { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectWithdrawn(setup, /GM left the team/);
  });

  it('withdraws them when the commissioner removes the GM', async () => {
    const setup = await proposalsOfLeavingGm();
    const { commissioner, league, team } = setup;
    const removed = await requestsAs(t)(
      commissioner,
      'DELETE',
      `/api/league/${league.id}/team/${team(0)}/gm`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await expectWithdrawn(setup, /GM left the team/);
  });

  it('withdraws them when the commissioner gives the team to another GM', async () => {
    const setup = await proposalsOfLeavingGm();
    const { commissioner, league, team } = setup;
    const successor = await signUp(t);
    const replaced = await requestsAs(t)(commissioner, 'PUT', `/api/league/${league.id}/team/${team(0)}/gm`, {
      username: successor.username,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await expectWithdrawn(setup, /GM left the team/);
  });

  /** The leaving GM last seen `days` ago, as the inactivity pass reads his seat. */
  async function awayFor(setup: Awaited<ReturnType<typeof proposalsOfLeavingGm>>, days: number) {
    const since = new Date(t.ctx.now().getTime() - days * DAY).toISOString();
    await runInactivityPass(t.ctx);
    await t.ctx.database.db
      .updateTable('gm_activity')
      .set({ tracked_since: since, last_active_at: since })
      .where('team_id', '=', setup.team(0))
      .execute();
  }

  it("withdraws them when the commissioner vacates an inactive GM's seat", async () => {
    const setup = await proposalsOfLeavingGm();
    const { commissioner, league, team } = setup;
    await awayFor(setup, 30);
    const vacated = await requestsAs(t)(
      commissioner,
      'POST',
      `/api/league/${league.id}/teams/${team(0)}/vacate`,
    );
    expect(vacated.statusCode, vacated.body).toBe(200);
    await expectWithdrawn(setup, /GM left the team/);
  });

  it('withdraws them when the team goes on autopilot', async () => {
    const setup = await proposalsOfLeavingGm();
    await awayFor(setup, 10);
    expect((await runInactivityPass(t.ctx)).autopilotStarted).toBeGreaterThanOrEqual(1);
    await expectWithdrawn(setup, /on autopilot/);
  });

  it('lets either the acceptance or the departure win a race, never both', async () => {
    const { commissioner, gms, league, team, made, api } = await proposalsOfLeavingGm();
    const [accept, removed] = await Promise.all([
      api.act(gms[1], made.id, 'accept'),
      requestsAs(t)(commissioner, 'DELETE', `/api/league/${league.id}/team/${team(0)}/gm`),
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    const status = (await api.get(gms[1], made.id)).json().status;
    if (accept.statusCode === 200) expect(status).toBe('completed');
    else {
      expect(accept.statusCode, accept.body).toBe(409);
      expect(status).toBe('withdrawn');
    }
  });
});

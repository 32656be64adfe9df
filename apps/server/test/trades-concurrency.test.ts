import type { TradeDetail } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import {
  startServerProcess,
  startSharingProcess,
  type ServerProcess,
  untilUp,
} from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';
import {
  activeRosterOf,
  expectOneOwnerEach,
  proposal,
  setTradeSettings,
  skatersOf,
  teamOf,
  tradesApi,
} from './support/trades';

// Issue 18: two trades over one player agreed at the same moment: exactly one is carried out, the other
// becomes invalid saying where he went; with two apps on one database, and with two server processes.

describe.each(DIALECTS)('concurrent trades on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let league: LeagueSummaryForTest;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const gm = (i: number) => gms[i] as TestUser;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Race League', gms);
    for (const team of league.teams) await activeRosterOf(t, team.id, 20);
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await second.close();
    await t.close();
  });

  /** Team 0 offers the same player to teams 1 and 2, each for one of theirs. */
  async function twoOffersFor(nth: number) {
    const api = tradesApi(t, league.id);
    const star = (await skatersOf(t, teamId(0)))[nth];
    const forB = (await skatersOf(t, teamId(1)))[nth];
    const forC = (await skatersOf(t, teamId(2)))[nth];
    if (!star || !forB || !forC) throw new Error('Not enough players');
    const toB = await api.proposed(
      gm(0),
      proposal([teamId(0), { playerIds: [star.id] }], [teamId(1), { playerIds: [forB.id] }]),
    );
    const toC = await api.proposed(
      gm(0),
      proposal([teamId(0), { playerIds: [star.id] }], [teamId(2), { playerIds: [forC.id] }]),
    );
    return { star, toB, toC, name: `${star.first_name} ${star.last_name}` };
  }

  it('carries out exactly one of two acceptances at once through two apps; the other is invalid with the reason', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { star, toB, toC, name } = await twoOffersFor(round);
      const acceptB = () => tradesApi(t, league.id).act(gm(1), toB.id, 'accept');
      const acceptC = () => tradesApi(second, league.id).act(gm(2), toC.id, 'accept');
      // Side by side on PostgreSQL; on SQLite (one writer, both apps in this test's one thread) in turn.
      const answers =
        dialect === 'postgres'
          ? await Promise.all([acceptB(), acceptC()])
          : round % 2 === 0
            ? [await acceptB(), await acceptC()]
            : [await acceptC(), await acceptB()].reverse();
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const winner = answers[0]?.statusCode === 200 ? 1 : 2;
      const loserTrade = winner === 1 ? toC : toB;
      const loser = answers.find((a) => a.statusCode === 409);
      const winnerName = league.teams[winner]?.name ?? '';
      expect(loser?.json().message).toContain(`${name} was traded to ${winnerName}.`);
      expect((await teamOf(t, star.id)).team_id).toBe(teamId(winner));
      const after: TradeDetail = (await tradesApi(t, league.id).get(gm(0), loserTrade.id)).json();
      expect(after).toMatchObject({
        status: 'invalid',
        statusReason: `${name} was traded to ${winnerName}.`,
      });
      const completed = await t.ctx.database.db
        .selectFrom('trades')
        .select('id')
        .where('id', 'in', [toB.id, toC.id])
        .where('status', '=', 'completed')
        .execute();
      expect(completed).toHaveLength(1);
    }
  });

  it('carries out exactly one of two acceptances sent at once to two server processes', async () => {
    await setTradeSettings(t, league.id, {});
    const { star, toB, toC, name } = await twoOffersFor(4);
    const ports = [await closedPort(), await closedPort()];
    const pair = ports.map((port) => startSharingProcess(t, port));
    processes.push(...pair);
    const url = (port: number, path: string) => `http://127.0.0.1:${port}/api${path}`;
    try {
      for (const port of ports) await untilUp(port, pair);
      const accept = (port: number, user: TestUser, tradeId: number) =>
        fetch(url(port, `/league/${league.id}/trades/${tradeId}/accept`), {
          method: 'POST',
          headers: { cookie: user.cookie, 'content-type': 'application/json' },
          body: '{}',
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { status?: string; message?: string },
        }));
      const answers = await Promise.all([
        accept(ports[0] ?? 0, gm(1), toB.id),
        accept(ports[1] ?? 0, gm(2), toC.id),
      ]);
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? 1 : 2;
      const winnerName = league.teams[winner]?.name ?? '';
      expect(answers.find((a) => a.status === 409)?.body.message).toContain(
        `${name} was traded to ${winnerName}.`,
      );
      expect((await teamOf(t, star.id)).team_id).toBe(teamId(winner));
    } finally {
      await Promise.all(pair.map((p) => p.stop()));
    }
  }, 90_000);

  it('carries out one of two trades whose veto windows ended when two server processes run the trades job', async () => {
    await setTradeSettings(t, league.id, { review: 'veto' });
    const { star, toB, toC, name } = await twoOffersFor(3);
    const api = tradesApi(t, league.id);
    expect((await api.act(gm(1), toB.id, 'accept')).json().status).toBe('in_review');
    expect((await api.act(gm(2), toC.id, 'accept')).json().status).toBe('in_review');
    const { db } = t.ctx.database;
    await db
      .updateTable('trades')
      .set({ review_ends_at: '2000-01-01T00:00:00.000Z' })
      .where('id', 'in', [toB.id, toC.id])
      .execute();
    const env = async () => ({
      PORT: String(await closedPort()),
      DATABASE_URL: t.ctx.config.DATABASE_URL,
      SMTP_URL: t.smtp.url,
      PUBLIC_URL: 'http://rinkside.test',
      WAIVERS_INTERVAL_SECONDS: '0.05',
    });
    const pair = [startServerProcess(await env()), startServerProcess(await env())];
    processes.push(...pair);
    const statuses = () =>
      db
        .selectFrom('trades')
        .select(['id', 'status', 'status_reason'])
        .where('id', 'in', [toB.id, toC.id])
        .orderBy('id')
        .execute();
    const deadline = Date.now() + 60_000;
    try {
      while ((await statuses()).some((s) => s.status === 'in_review')) {
        if (Date.now() > deadline)
          throw new Error(`Timed out\n${pair.map((p) => p.output()).join('\n---\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A few more passes of both: nothing happens twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await Promise.all(pair.map((p) => p.stop()));
    }
    const rows = await statuses();
    expect(rows.map((r) => r.status).sort()).toEqual(['completed', 'invalid']);
    const winner = rows.find((r) => r.status === 'completed')?.id === toB.id ? 1 : 2;
    expect(rows.find((r) => r.status === 'invalid')?.status_reason).toBe(
      `${name} was traded to ${league.teams[winner]?.name ?? ''}.`,
    );
    expect((await teamOf(t, star.id)).team_id).toBe(teamId(winner));
    const news = await db
      .selectFrom('league_news')
      .select('payload')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'trade_completed')
      .execute();
    const ids = news.map((n) => (JSON.parse(n.payload) as { tradeId: number }).tradeId);
    expect(ids.filter((id) => id === toB.id || id === toC.id)).toHaveLength(1);
  }, 90_000);
});

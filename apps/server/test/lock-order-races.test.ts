import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { startSharingProcess, type ServerProcess, untilUp } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';
import { activeRosterOf, expectOneOwnerEach, proposal, skatersOf, teamOf } from './support/trades';

// Issue 28: a trade's acceptance raced against its withdrawal, a counter-proposal and the rollover to the
// next season, each request to another server process. On PostgreSQL the old lock orders deadlocked and
// answered 500; every answer must be 2xx or a 409 with a reason, and the trade either happened or not.

const ROUNDS = 10;

interface Answer {
  status: number;
  body: { status?: string; message?: string };
}

describe.each(DIALECTS)('one lock order on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let league: LeagueSummaryForTest;
  let ports: number[];
  const processes: ServerProcess[] = [];
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const gm = (i: number) => gms[i] as TestUser;
  const port = (i: number) => ports[i] ?? 0;

  function call(via: number, user: TestUser, method: string, path: string, body: object = {}) {
    return fetch(`http://127.0.0.1:${port(via)}/api/league/${league.id}${path}`, {
      method,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r): Promise<Answer> => ({ status: r.status, body: (await r.json()) as Answer['body'] }));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Lock League', gms);
    for (const team of league.teams) await activeRosterOf(t, team.id, 20);
    ports = [await closedPort(), await closedPort()];
    for (const p of ports) processes.push(startSharingProcess(t, p));
    for (const p of ports) await untilUp(p, processes);
  }, 90_000);
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await t.close();
  });

  /** Trades at once in each round: more chances for the requests' transactions to overlap. */
  const PAIRS = 3;

  /**
   * PAIRS proposals from team 0 to team 1 through the first process, each of one of team 0's cheapest
   * skaters for one of team 1's; `other` is a skater of team 1 held by none, for a counter-proposal.
   */
  async function swapsProposed() {
    const mine = await skatersOf(t, teamId(0));
    const theirs = await skatersOf(t, teamId(1));
    const swaps = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const [a, b, other] = [mine[i], theirs[i], theirs[PAIRS + i]];
      if (!a || !b || !other) throw new Error('Not enough players');
      const proposed = await call(
        0,
        gm(0),
        'POST',
        '/trades',
        proposal([teamId(0), { playerIds: [a.id] }], [teamId(1), { playerIds: [b.id] }]),
      );
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
      swaps.push({ tradeId: (proposed.body as { id: number }).id, mine: a, theirs: b, other });
    }
    return swaps;
  }

  /** Every answer 2xx, or 409 with a reason: never a 500. */
  function expectNoFailure(answers: Answer[]) {
    for (const answer of answers) {
      const detail = `${JSON.stringify(answers)}\n${processes.map((p) => p.output()).join('\n---\n')}`;
      expect([200, 201, 409], detail).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message, detail).toMatch(/\w+/);
    }
  }

  const statusOf = async (tradeId: number) =>
    (
      await t.ctx.database.db
        .selectFrom('trades')
        .select('status')
        .where('id', '=', tradeId)
        .executeTakeFirstOrThrow()
    ).status;

  /** The swap happened exactly when the trade says it completed. */
  async function expectSwapped(swap: Awaited<ReturnType<typeof swapsProposed>>[number], completed: boolean) {
    expect((await teamOf(t, swap.mine.id)).team_id).toBe(teamId(completed ? 1 : 0));
    expect((await teamOf(t, swap.theirs.id)).team_id).toBe(teamId(completed ? 0 : 1));
  }

  it('answers an acceptance and a withdrawal at once with one 200 and one 409, never a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const swaps = await swapsProposed();
      const answers = await Promise.all(
        swaps.map((swap, i) =>
          Promise.all([
            call((round + i) % 2, gm(1), 'POST', `/trades/${swap.tradeId}/accept`),
            call((round + i + 1) % 2, gm(0), 'POST', `/trades/${swap.tradeId}/withdraw`),
          ]),
        ),
      );
      expectNoFailure(answers.flat());
      for (const [i, [accepted, withdrawn]] of answers.entries()) {
        const swap = swaps[i] as (typeof swaps)[number];
        expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
        const status = await statusOf(swap.tradeId);
        expect(status).toBe(accepted.status === 200 ? 'completed' : 'withdrawn');
        await expectSwapped(swap, status === 'completed');
      }
    }
  }, 180_000);

  it('answers an acceptance and a counter-proposal at once with one success and one 409, never a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const swaps = await swapsProposed();
      const answers = await Promise.all(
        swaps.map((swap, i) =>
          Promise.all([
            call((round + i) % 2, gm(1), 'POST', `/trades/${swap.tradeId}/accept`),
            call(
              (round + i + 1) % 2,
              gm(1),
              'POST',
              `/trades/${swap.tradeId}/counter`,
              proposal(
                [teamId(1), { playerIds: [swap.other.id] }],
                [teamId(0), { playerIds: [swap.mine.id] }],
              ),
            ),
          ]),
        ),
      );
      expectNoFailure(answers.flat());
      for (const [i, [accepted, countered]] of answers.entries()) {
        const swap = swaps[i] as (typeof swaps)[number];
        expect([accepted.status, countered.status].sort()).toEqual(
          accepted.status === 200 ? [200, 409] : [201, 409],
        );
        const status = await statusOf(swap.tradeId);
        expect(status).toBe(accepted.status === 200 ? 'completed' : 'countered');
        await expectSwapped(swap, status === 'completed');
        // The counter-proposal is taken back, so the next round starts from the same open trades.
        if (countered.status === 201) {
          const counterId = (countered.body as { id: number }).id;
          expect((await call(0, gm(1), 'POST', `/trades/${counterId}/withdraw`)).status).toBe(200);
        }
      }
    }
  }, 180_000);

  it('answers acceptances during the rollover to the next season with 2xx or 409, never a 500', async () => {
    const { db } = t.ctx.database;
    for (let round = 0; round < ROUNDS; round += 1) {
      // The active season is put in its offseason, as if its final had just been played.
      await db
        .updateTable('seasons')
        .set({ phase: 'offseason' })
        .where('league_id', '=', league.id)
        .where('active', '=', 1)
        .execute();
      for (const team of league.teams) await activeRosterOf(t, team.id, 20);
      const swaps = await swapsProposed();
      const [rolled, ...accepted] = await Promise.all([
        call(round % 2, commissioner, 'POST', '/season/next'),
        ...swaps.map((swap, i) => call((round + i + 1) % 2, gm(1), 'POST', `/trades/${swap.tradeId}/accept`)),
      ]);
      expectNoFailure([rolled as Answer, ...accepted]);
      for (const [i, answer] of accepted.entries()) {
        const swap = swaps[i] as (typeof swaps)[number];
        const status = await statusOf(swap.tradeId);
        if (answer.status === 200) expect(status).toBe('completed');
        else expect(status).not.toBe('completed');
        // The summer may retire a player or end his contract; neither is back on the team that traded him.
        if (status === 'completed') {
          expect((await teamOf(t, swap.mine.id)).team_id).not.toBe(teamId(0));
          expect((await teamOf(t, swap.theirs.id)).team_id).not.toBe(teamId(1));
        }
        if (status === 'proposed')
          expect((await call(0, gm(0), 'POST', `/trades/${swap.tradeId}/withdraw`)).status).toBe(200);
      }
      const phase = await db
        .selectFrom('seasons')
        .select('phase')
        .where('league_id', '=', league.id)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      expect(phase.phase).toBe(rolled?.status === 200 ? 'preseason' : 'offseason');
    }
  }, 300_000);
});

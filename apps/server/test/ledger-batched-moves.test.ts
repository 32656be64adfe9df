import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../src/db/transaction';
import { movePlayers } from '../src/modules/ledger/api';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// The ledger writes many moves at once (a team's expiring contracts leaving it, a summer's re-signings):
// moves that set the same columns under the same guard are one statement, their log lines another. Each
// move still applies only while its player is where it was read, and the log has a line for each move
// that applied, in the moves' order.

describe.each(DIALECTS)('moves written together on %s', (dialect) => {
  let t: TestApp;
  let league: LeagueSummaryForTest;
  const at = '2026-07-01T12:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    league = await createLeague(t, await signUp(t), { name: 'Ledger Batch League' });
  });
  afterAll(async () => t.close());

  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const playersOf = (team: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'team_id', 'status', 'last_team_id'])
      .where('team_id', '=', team)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  const logOf = (ids: readonly number[]) =>
    t.ctx.database.db
      .selectFrom('roster_transactions')
      .select(['id', 'player_id', 'kind'])
      .where('player_id', 'in', ids)
      .orderBy('id')
      .execute();
  const leaving = (playerId: number, from: number) => ({
    playerId,
    from: { teamId: from },
    toTeamId: null,
    lastTeamId: from,
    log: { leagueId: league.id, teamId: from, kind: 'left' as const, detail: {}, byUserId: null },
    whenBeaten: 'skip' as const,
  });

  it('applies each move whose player is still there, skips the beaten one, and logs in order', async () => {
    const team = teamId(0);
    const [a, b, c] = await playersOf(team);
    if (!a || !b || !c) throw new Error('Too few players');
    // Another change took b to another team before these moves were written.
    await t.ctx.database.db
      .updateTable('players')
      .set({ team_id: teamId(1) })
      .where('id', '=', b.id)
      .execute();

    const results = await runTransaction(t.ctx.database.db, (trx) =>
      movePlayers(trx, [leaving(c.id, team), leaving(b.id, team), leaving(a.id, team)], { at }),
    );
    expect(results.map((r) => r.moved)).toEqual([true, false, true]);
    expect(results[1]?.transactionId).toBeNull();

    const log = await logOf([a.id, b.id, c.id]);
    expect(log.map((line) => line.player_id)).toEqual([c.id, a.id]);
    expect(results.map((r) => r.transactionId)).toEqual([log[0]?.id, null, log[1]?.id]);
    const rows = await t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'team_id', 'last_team_id'])
      .where('id', 'in', [a.id, b.id, c.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      [
        { id: a.id, team_id: null, last_team_id: team },
        { id: b.id, team_id: teamId(1), last_team_id: b.last_team_id },
        { id: c.id, team_id: null, last_team_id: team },
      ].sort((x, y) => x.id - y.id),
    );
  });

  it('a beaten move that must not be skipped refuses them all with a 409 and writes nothing', async () => {
    const team = teamId(2);
    const [a, b] = await playersOf(team);
    if (!a || !b) throw new Error('Too few players');
    const beaten = { ...leaving(b.id, teamId(3)), whenBeaten: { conflict: 'He moved first.' } };
    await expect(
      runTransaction(t.ctx.database.db, (trx) => movePlayers(trx, [leaving(a.id, team), beaten], { at })),
    ).rejects.toMatchObject({ statusCode: 409, message: 'He moved first.' });
    expect((await playersOf(team)).map((p) => p.id)).toContain(a.id);
    expect(await logOf([a.id, b.id])).toEqual([]);
  });

  it('a player named twice is moved change by change, each seeing the one before', async () => {
    const team = teamId(4);
    const [a] = await playersOf(team);
    if (!a) throw new Error('Too few players');
    const results = await runTransaction(t.ctx.database.db, (trx) =>
      movePlayers(
        trx,
        [
          { playerId: a.id, from: { teamId: team, status: 'active' }, status: 'minors' },
          { playerId: a.id, from: { teamId: team, status: 'minors' }, status: 'active' },
          { playerId: a.id, from: { teamId: team, status: 'minors' }, status: 'injured', whenBeaten: 'skip' },
        ],
        { at },
      ),
    );
    expect(results.map((r) => r.moved)).toEqual([true, true, false]);
    expect((await playersOf(team)).map((p) => p.id)).toContain(a.id);

    // The same move twice: the second finds him gone.
    const twice = await runTransaction(t.ctx.database.db, (trx) =>
      movePlayers(trx, [leaving(a.id, team), leaving(a.id, team)], { at }),
    );
    expect(twice.map((r) => r.moved)).toEqual([true, false]);
    expect(await logOf([a.id])).toHaveLength(1);
  });
});

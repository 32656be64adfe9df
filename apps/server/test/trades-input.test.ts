import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { expectOneOwnerEach, proposal, skatersOf, tradesApi } from './support/trades';

// Issue 18: a proposal that names no real trade is refused with a 4xx and a reason a GM can act on, and
// nothing is stored or moved.

describe.each(DIALECTS)('trade input on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gmA = await signUp(t);
    gmB = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Trade Input League', [gmA, gmB]);
    api = tradesApi(t, league.id);
  });
  afterAll(async () => {
    await expectOneOwnerEach(t, league.id);
    const stored = await t.ctx.database.db.selectFrom('trades').select('id').execute();
    expect(stored).toHaveLength(0);
    await t.close();
  });

  it('answers bad input with 4xx and a reason', async () => {
    const [a1] = await skatersOf(t, teamId(0));
    const [b1] = await skatersOf(t, teamId(1));
    if (!a1 || !b1) throw new Error('No players');
    const same = await api.propose(gmA, proposal([teamId(0), { playerIds: [a1.id] }], [teamId(0), {}]));
    expect(same.statusCode).toBe(400);
    const empty = await api.propose(gmA, proposal([teamId(0), {}], [teamId(1), {}]));
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/at least one player or pick/);
    const notHis = await api.propose(gmA, proposal([teamId(0), { playerIds: [b1.id] }], [teamId(1), {}]));
    expect(notHis.statusCode).toBe(409);
    expect(notHis.json().message).toContain(`${b1.first_name} ${b1.last_name} does not play for`);
    const stray = await api.propose(
      gmA,
      proposal(
        [teamId(0), { retained: [{ playerId: a1.id, percent: 20 }] }],
        [teamId(1), { playerIds: [b1.id] }],
      ),
    );
    expect(stray.statusCode).toBe(400);
    const tooMuch = await api.propose(
      gmA,
      proposal(
        [teamId(0), { playerIds: [a1.id], retained: [{ playerId: a1.id, percent: 60 }] }],
        [teamId(1), {}],
      ),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/at most 50%/);
    const huge = await api.propose(
      gmA,
      proposal([teamId(0), { playerIds: [a1.id, 99_999_999_999] }], [teamId(1), {}]),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/99999999999 is not an id/);
    const noTeam = await api.propose(gmA, proposal([teamId(0), { playerIds: [a1.id] }], [999_999, {}]));
    expect(noTeam.statusCode).toBe(404);
    expect((await api.act(gmA, 999_999, 'accept')).statusCode).toBe(404);
  });
});

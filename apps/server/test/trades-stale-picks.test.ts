import type { TradeDetail } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import type { LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import type { tradesApi } from './support/trades';
import { expectOneOwnerEach, ownerOf, picksOf, proposal, skatersOf, tradeLeague } from './support/trades';

// Issue 29: a trade naming a pick its team no longer owns is refused with a 409 that names the pick and
// the team, whether the pick left before the proposal or between the proposal and its acceptance.

describe.each(DIALECTS)('trades of picks a team no longer owns on %s', (dialect) => {
  let t: TestApp;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const teamName = (i: number) => league.teams[i]?.name ?? '';
  const moveOwner = (pickId: number, to: number) =>
    t.ctx.database.db
      .updateTable('draft_picks')
      .set({ owner_team_id: to })
      .where('id', '=', pickId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({
      league,
      api,
      gms: [gmA, gmB],
    } = await tradeLeague(t, 'Stale Pick League'));
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t.close());

  it('refuses a proposal giving a pick the team traded away, naming the pick and the team', async () => {
    const [pickA] = await picksOf(t, teamId(0));
    const [b1] = await skatersOf(t, teamId(1));
    if (!pickA || !b1) throw new Error('No assets');
    await moveOwner(pickA, teamId(2));
    const before = (await api.list(gmA, '?status=open')).json().trades.length;

    const response = await api.propose(
      gmA,
      proposal([teamId(0), { pickIds: [pickA] }], [teamId(1), { playerIds: [b1.id] }]),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(new RegExp(`pick does not belong to ${teamName(0)}\\.`));
    expect((await api.list(gmA, '?status=open')).json().trades.length).toBe(before);
    expect(await ownerOf(t, pickA)).toBe(teamId(2));
  });

  it('refuses the acceptance when the pick left the team after the proposal, and moves nothing', async () => {
    const [, pickA] = await picksOf(t, teamId(0));
    const [b1] = await skatersOf(t, teamId(1));
    if (!pickA || !b1) throw new Error('No assets');
    const trade = await api.proposed(
      gmA,
      proposal([teamId(0), { pickIds: [pickA] }], [teamId(1), { playerIds: [b1.id] }]),
    );
    await moveOwner(pickA, teamId(2));

    const accepted = await api.act(gmB, trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(409);
    expect(accepted.json().message).toMatch(
      new RegExp(`^The trade cannot be done: .*pick does not belong to ${teamName(0)}\\.`),
    );
    expect(await ownerOf(t, pickA)).toBe(teamId(2));
    const now: TradeDetail = (await api.get(gmA, trade.id)).json();
    expect(now.status).toBe('invalid');
    const [stillB] = (await skatersOf(t, teamId(1))).filter((p) => p.id === b1.id);
    expect(stillB?.id).toBe(b1.id);
  });
});

import type { DraftRights, PlayerDetail } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { draftedPlayer } from './support/draft-life';
import { requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import {
  expectOneOwnerEach,
  proposal,
  skatersOf,
  teamOf,
  tradeLeague,
  type tradesApi,
} from './support/trades';

// Issue 31 (Why 8): a team's unsigned draft rights are traded as the player they are; the rights move with
// their signing deadline, and an acceptance re-checks they are still the giver's.
describe.each(DIALECTS)('prospects in trades on %s', (dialect) => {
  let t: TestApp;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const rightsOf = async (user: TestUser, team: number) => {
    const response = await inject(user, 'GET', `/api/league/${league.id}/team/${team}/draft-rights`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DraftRights[]>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({
      league,
      api,
      gms: [gmA, gmB],
    } = await tradeLeague(t, 'Prospect Trade League'));
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t.close());

  it('moves the rights to the new team with their signing deadline; a second deal for him is refused (409)', async () => {
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .select('start_year')
      .where('league_id', '=', league.id)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const { playerId } = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(0),
      year: season.start_year,
      round: 1,
    });
    // Unsigned as a real draftee is: one year at no cap hit (UNSIGNED_CONTRACT).
    await t.ctx.database.db
      .updateTable('players')
      .set({ contract_years: 1 })
      .where('id', '=', playerId)
      .execute();
    const [before] = (await rightsOf(gmA, teamId(0))).filter((r) => r.playerId === playerId);
    if (!before) throw new Error('The prospect is not among the team’s rights.');
    const [b1, b2] = await skatersOf(t, teamId(1));
    if (!b1 || !b2) throw new Error('No skaters to trade');

    const first = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [playerId] }], [teamId(1), { playerIds: [b1.id] }]),
    );
    expect(first.sides[0]?.gives.players.map((p) => p.id)).toEqual([playerId]);
    const second = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [playerId] }], [teamId(1), { playerIds: [b2.id] }]),
    );
    const accepted = await api.act(gmB, first.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await teamOf(t, playerId)).toMatchObject({ team_id: teamId(1), status: 'prospect' });
    expect((await rightsOf(gmA, teamId(0))).map((r) => r.playerId)).not.toContain(playerId);
    const after = (await rightsOf(gmB, teamId(1))).find((r) => r.playerId === playerId);
    expect(after).toEqual(before);
    // The team that drafted him stays on his page.
    const page = await inject(gmB, 'GET', `/api/league/${league.id}/player/${playerId}`);
    expect(page.json<PlayerDetail>().draft?.team.id, page.body).toBe(teamId(0));
    // The other proposal named rights team A no longer holds.
    const refused = await api.act(gmB, second.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This trade can no longer happen\./);
    expect(refused.json().message).toContain(`${before.name} was traded to`);
    // A new proposal for him is judged by the rule: the rights are no longer team A's.
    const again = await api.propose(
      gmA,
      proposal([teamId(0), { playerIds: [playerId] }], [teamId(1), { playerIds: [b2.id] }]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`no longer holds ${before.name}'s draft rights.`);
    expect(await teamOf(t, b2.id)).toMatchObject({ team_id: teamId(1) });
    // His new GM signs him.
    const signed = await inject(gmB, 'POST', `/api/league/${league.id}/players/${playerId}/sign-entry-level`);
    expect(signed.statusCode, signed.body).toBe(200);
  });
});

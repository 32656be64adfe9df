import type { DraftRights, FreeAgentsResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { classProspect, draftedPlayer } from './support/draft-life';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { proposal, tradesApi } from './support/trades';

// Issue 19 (docs/decisions/049): a drafted player's rights belong to his team until it signs him to an
// entry-level contract; the draft class is nobody's to sign; a made pick is no longer an asset.

describe.each(DIALECTS)('draft rights on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let rival: TestUser;
  let league: LeagueSummaryForTest;
  let draftYear: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const teamName = (i: number) => league.teams[i]?.name ?? '';
  const sign = (user: TestUser, playerId: number) =>
    inject(user, 'POST', `/api/league/${league.id}/players/${playerId}/sign-entry-level`);
  const rightsOf = async (i: number): Promise<DraftRights[]> => {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/team/${teamId(i)}/draft-rights`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const playerRow = (id: number) =>
    t.ctx.database.db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, rival] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Draft Rights League', [gm, rival]);
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .select('start_year')
      .where('league_id', '=', league.id)
      .executeTakeFirstOrThrow();
    draftYear = season.start_year + 1;
  });
  afterAll(() => t.close());

  it('lists a team its drafted players with their draft, rights end and entry-level terms', async () => {
    const first = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(0),
      year: draftYear,
      round: 1,
    });
    const seventh = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(0),
      year: draftYear,
      round: 7,
    });
    const rights = await rightsOf(0);
    expect(rights.map((r) => r.playerId)).toEqual([first.playerId, seventh.playerId]);
    expect(rights[0]).toMatchObject({
      age: 18,
      draft: { year: draftYear, round: 1, overall: 1 },
      rightsEndYear: draftYear + 2,
      entryLevel: { years: 3 },
    });
    // The first round signs for the entry-level maximum, the last for the least salary.
    const [top, last] = rights.map((r) => r.entryLevel.capHit);
    expect(top).toBeGreaterThan(last ?? 0);
    expect(await rightsOf(1)).toEqual([]);
  });

  it("lets only his team's GM or the commissioner sign him, once, to an entry-level contract", async () => {
    const { playerId } = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(0),
      year: draftYear,
      round: 2,
    });
    const stranger = await sign(rival, playerId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toContain(`Only the GM of ${teamName(0)}`);
    const offered = (await rightsOf(0)).find((r) => r.playerId === playerId);

    const signed = await sign(gm, playerId);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ playerId, capHit: offered?.entryLevel.capHit, years: 3 });
    const row = await playerRow(playerId);
    expect(row).toMatchObject({
      team_id: teamId(0),
      status: 'minors',
      contract_type: 'entry-level',
      cap_hit: offered?.entryLevel.capHit,
      age_at_first_contract: 18,
    });
    const logged = await t.ctx.database.db
      .selectFrom('roster_transactions')
      .select(['kind', 'team_id'])
      .where('player_id', '=', playerId)
      .execute();
    expect(logged).toEqual([{ kind: 'entry_level_signed', team_id: teamId(0) }]);
    expect((await rightsOf(0)).map((r) => r.playerId)).not.toContain(playerId);

    const again = await sign(gm, playerId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not an unsigned draft pick/);

    // The commissioner signs for any team.
    const theirs = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(3),
      year: draftYear,
      round: 1,
    });
    expect((await sign(commissioner, theirs.playerId)).statusCode).toBe(200);
  });

  it('refuses a player who is not a drafted, unsigned prospect of the team', async () => {
    const veteran = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const refused = await sign(gm, veteran.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not an unsigned draft pick of/);
    const inClass = await classProspect(t, league.id, draftYear);
    expect((await sign(gm, inClass)).statusCode).toBe(403);
    expect((await sign(commissioner, inClass)).statusCode).toBe(409);
    expect((await sign(gm, 99_999_999)).statusCode).toBe(404);
  });

  it('refuses the signing when the team holds the most contracts allowed, signing nothing', async () => {
    const { playerId } = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(1),
      year: draftYear,
      round: 3,
    });
    const held = await t.ctx.database.db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId(1))
      .where('status', '!=', 'prospect')
      .executeTakeFirstOrThrow();
    await t.ctx.database.db
      .updateTable('leagues')
      .set({ contract_settings: JSON.stringify({ maxContracts: Number(held.n) }) })
      .where('id', '=', league.id)
      .execute();
    const full = await sign(rival, playerId);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain(`${teamName(1)} holds the most contracts allowed (${held.n})`);
    expect((await playerRow(playerId)).status).toBe('prospect');
    await t.ctx.database.db
      .updateTable('leagues')
      .set({ contract_settings: null })
      .where('id', '=', league.id)
      .execute();
    expect((await sign(rival, playerId)).statusCode).toBe(200);
  });

  it('keeps a made pick out of trades and out of the team pick list', async () => {
    const { pickId, playerId } = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: teamId(0),
      year: draftYear,
      round: 4,
    });
    const picks = await inject(gm, 'GET', `/api/team/league/${league.id}/team/${teamId(0)}/draft-picks`);
    expect(picks.statusCode, picks.body).toBe(200);
    const listed = picks.json<{ id: number }[]>().map((p) => p.id);
    expect(listed).not.toContain(pickId);
    expect(listed.length).toBeGreaterThan(0);

    const other = await t.ctx.database.db
      .selectFrom('draft_picks')
      .select('id')
      .where('owner_team_id', '=', teamId(1))
      .where('player_id', 'is', null)
      .executeTakeFirstOrThrow();
    const refused = await tradesApi(t, league.id).propose(
      gm,
      proposal([teamId(0), { pickIds: [pickId] }], [teamId(1), { pickIds: [other.id] }]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${teamName(0)}'s ${draftYear} 4th-round pick has been used`);

    // Made after the proposal was sent: the trade is refused when it would happen.
    const unmade = await t.ctx.database.db
      .selectFrom('draft_picks')
      .select('id')
      .where('owner_team_id', '=', teamId(0))
      .where('year', '=', draftYear)
      .where('round', '=', 5)
      .executeTakeFirstOrThrow();
    const trade = await tradesApi(t, league.id).proposed(
      gm,
      proposal([teamId(0), { pickIds: [unmade.id] }], [teamId(1), { pickIds: [other.id] }]),
    );
    await t.ctx.database.db
      .updateTable('draft_picks')
      .set({ player_id: playerId })
      .where('id', '=', unmade.id)
      .execute();
    const accepted = await tradesApi(t, league.id).act(rival, trade.id, 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toMatch(/5th-round pick has been used/);
    const owner = await t.ctx.database.db
      .selectFrom('draft_picks')
      .select('owner_team_id')
      .where('id', '=', unmade.id)
      .executeTakeFirstOrThrow();
    expect(owner.owner_team_id).toBe(teamId(0));
  });

  it('keeps the draft class out of the free agents and their offers', async () => {
    const prospect = await classProspect(t, league.id, draftYear);
    const listed = await inject(gm, 'GET', `/api/league/${league.id}/free-agents`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<FreeAgentsResponse>().players.map((p) => p.id)).not.toContain(prospect);
    const offer = await inject(gm, 'POST', `/api/league/${league.id}/contract-offers`, {
      playerId: prospect,
      teamId: teamId(0),
      capHit: 1_000_000,
      years: 1,
    });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().message).toMatch(/in the draft class/);
  });
});

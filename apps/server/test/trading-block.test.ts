import type { Position, LeagueSummary, LeagueTradingBlock, TeamTradingBlock } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 18: a GM lists the players he would move and what he looks for; the league reads every block;
// a player who leaves his team drops off it.

describe.each(DIALECTS)('trading block on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const blockUrl = (team = teamId(0)) => `/api/league/${league.id}/team/${team}/trading-block`;
  const leagueUrl = (query = '') => `/api/league/${league.id}/trading-block${query}`;

  /** The team's contracted players at one position, as the database has them. */
  async function playersOf(team: number, position: Position) {
    return t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'first_name', 'last_name', 'position'])
      .where('team_id', '=', team)
      .where('position', '=', position)
      .where('status', '!=', 'prospect')
      .orderBy('id')
      .execute();
  }
  async function block(user: TestUser, team = teamId(0)): Promise<TeamTradingBlock> {
    const response = await inject(user, 'GET', blockUrl(team));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function leagueBlock(query = ''): Promise<LeagueTradingBlock> {
    const response = await inject(otherGm, 'GET', leagueUrl(query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    otherGm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Block League', [gm, otherGm]);
  });
  afterAll(() => t.close());

  it('starts empty, readable by the league, editable by its GM and the commissioner only', async () => {
    expect(await block(gm)).toMatchObject({ entries: [], lookingFor: null, canEdit: true });
    expect((await block(otherGm)).canEdit).toBe(false);
    expect((await block(commissioner)).canEdit).toBe(true);
    expect((await inject(null, 'GET', blockUrl())).statusCode).toBe(401);
    expect((await inject(gm, 'GET', blockUrl(999_999))).statusCode).toBe(404);
  });

  it("saves the GM's players with their notes and what he looks for", async () => {
    const [center] = await playersOf(teamId(0), 'C');
    const [defence] = await playersOf(teamId(0), 'D');
    if (!center || !defence) throw new Error('The team has no center or defenceman');
    const saved = await inject(gm, 'PUT', blockUrl(), {
      players: [{ playerId: center.id, note: '  Wants a bigger role ' }, { playerId: defence.id }],
      lookingFor: 'A top-four defenceman with term',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await block(otherGm);
    expect(read.lookingFor).toBe('A top-four defenceman with term');
    expect(read.entries.map((e) => [e.player.id, e.note, e.team.id])).toEqual(
      expect.arrayContaining([
        [center.id, 'Wants a bigger role', teamId(0)],
        [defence.id, null, teamId(0)],
      ]),
    );
    expect(read.entries).toHaveLength(2);
  });

  it('keeps the date a player was first listed when the block is saved again', async () => {
    const before = await block(gm);
    const ids = before.entries.map((e) => e.player.id);
    const again = await inject(gm, 'PUT', blockUrl(), {
      players: ids.map((playerId) => ({ playerId, note: 'Still available' })),
      lookingFor: before.lookingFor ?? undefined,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = again.json<TeamTradingBlock>();
    for (const entry of after.entries)
      expect(entry.listedAt).toBe(before.entries.find((e) => e.player.id === entry.player.id)?.listedAt);
    expect(after.entries.every((e) => e.note === 'Still available')).toBe(true);
  });

  it("refuses another team's GM, and a player not under contract with the team, naming him", async () => {
    const before = await block(gm);
    const forbidden = await inject(otherGm, 'PUT', blockUrl(), { players: [] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/GM or the commissioner/);

    const [theirs] = await playersOf(teamId(1), 'G');
    const [ours] = await playersOf(teamId(0), 'LW');
    if (!theirs || !ours) throw new Error('Missing players');
    const notOurs = await inject(gm, 'PUT', blockUrl(), {
      players: [{ playerId: ours.id }, { playerId: theirs.id }],
    });
    expect(notOurs.statusCode).toBe(409);
    expect(notOurs.json().message).toBe(
      `${theirs.first_name} ${theirs.last_name} is not under contract with ${league.teams[0]?.name}.`,
    );
    const twice = await inject(gm, 'PUT', blockUrl(), {
      players: [{ playerId: ours.id }, { playerId: ours.id }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      `${ours.first_name} ${ours.last_name} is listed twice; list each player once.`,
    );
    const unknown = await inject(gm, 'PUT', blockUrl(), { players: [{ playerId: 99_999_999 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/no player with id 99999999/);
    const badNote = await inject(gm, 'PUT', blockUrl(), {
      players: [{ playerId: ours.id, note: 'x'.repeat(201) }],
    });
    expect(badNote.statusCode).toBe(400);

    // Nothing was half-written.
    expect(await block(gm)).toEqual(before);
  });

  it('refuses a retired player, naming him', async () => {
    const [retiring] = await playersOf(teamId(0), 'RW');
    if (!retiring) throw new Error('No right wing');
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .select('id')
      .where('league_id', '=', league.id)
      .executeTakeFirstOrThrow();
    await t.ctx.database.db
      .updateTable('players')
      .set({ retired_after_season_id: season.id })
      .where('id', '=', retiring.id)
      .execute();
    const refused = await inject(commissioner, 'PUT', blockUrl(), { players: [{ playerId: retiring.id }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${retiring.first_name} ${retiring.last_name} has retired.`);
  });

  it('lists every block in the league, by position and by team, with what each team looks for', async () => {
    const [goalie] = await playersOf(teamId(1), 'G');
    if (!goalie) throw new Error('No goalie');
    const theirs = await inject(commissioner, 'PUT', blockUrl(teamId(1)), {
      players: [{ playerId: goalie.id, note: 'Backup' }],
      lookingFor: '',
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<TeamTradingBlock>().lookingFor).toBeNull();

    const all = await leagueBlock();
    expect(all.entries).toHaveLength(3);
    expect(all.lookingFor).toEqual([
      { team: expect.objectContaining({ id: teamId(0) }), text: 'A top-four defenceman with term' },
    ]);
    expect((await leagueBlock('?position=G')).entries.map((e) => e.player.id)).toEqual([goalie.id]);
    expect((await leagueBlock('?position=D')).entries.map((e) => e.player.position)).toEqual(['D']);
    expect((await leagueBlock('?position=F')).entries.map((e) => e.player.position)).toEqual(['C']);
    const ofTeam = await leagueBlock(`?teamId=${teamId(0)}`);
    expect(ofTeam.entries.every((e) => e.team.id === teamId(0))).toBe(true);
    expect(ofTeam.entries).toHaveLength(2);
    expect((await leagueBlock(`?teamId=${teamId(1)}`)).lookingFor).toEqual([]);
    expect((await inject(otherGm, 'GET', leagueUrl('?position=X'))).statusCode).toBe(400);
    expect((await inject(otherGm, 'GET', '/api/league/999999/trading-block')).statusCode).toBe(404);
  });

  it('drops a player who leaves his team off the block', async () => {
    const listed = (await block(gm)).entries.find((e) => e.player.position === 'C');
    if (!listed) throw new Error('No center listed');
    await t.ctx.database.db
      .updateTable('players')
      .set({ team_id: teamId(2) })
      .where('id', '=', listed.player.id)
      .execute();
    expect((await block(gm)).entries.map((e) => e.player.id)).not.toContain(listed.player.id);
    expect((await leagueBlock()).entries.map((e) => e.player.id)).not.toContain(listed.player.id);
    expect((await block(commissioner, teamId(2))).entries).toEqual([]);
  });

  it("counts the proposals waiting on the user's answer on the dashboard", async () => {
    const at = new Date().toISOString();
    const trade = (status: 'proposed' | 'declined', proposer: number, partner: number) => ({
      league_id: league.id,
      status,
      status_reason: null,
      proposer_team_id: proposer,
      partner_team_id: partner,
      proposed_by_user_id: null,
      parent_id: null,
      season_id: null,
      note: null,
      created_at: at,
      expires_at: null,
    });
    await t.ctx.database.db
      .insertInto('trades')
      .values([
        trade('proposed', teamId(1), teamId(0)),
        trade('proposed', teamId(2), teamId(0)),
        trade('declined', teamId(1), teamId(0)),
        trade('proposed', teamId(0), teamId(1)),
      ])
      .execute();
    const requests = async (user: TestUser) => {
      const response = await inject(user, 'GET', '/api/league/user');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeagueSummary[]>().find((l) => l.id === league.id)?.tradeRequests;
    };
    expect(await requests(gm)).toBe(2);
    expect(await requests(otherGm)).toBe(1);
    expect(await requests(commissioner)).toBe(0);
  });
});

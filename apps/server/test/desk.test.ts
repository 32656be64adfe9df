import { EVEN_STRENGTH_SLOTS, LINEUP_SLOTS, type DeskResponse, type Lineup } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeLineupAttention } from '../src/modules/desk/lineup-notices';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 15: the GM's desk: next game and its lineup's readiness, 'Fix lineup', lineup_attention.

describe.each(DIALECTS)("the GM's desk on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let season: SeasonInPlay;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;
  const deskUrl = () => `/api/league/${season.league.id}/desk`;
  const fixUrl = () => `/api/league/${season.league.id}/desk/fix-lineup`;

  async function desk(user: TestUser): Promise<DeskResponse> {
    const response = await inject(user, 'GET', deskUrl());
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function lineupOf(team: number): Promise<Lineup> {
    const url = `/api/user/league/${season.league.id}/team/${team}/lineup`;
    return (await inject(commissioner, 'GET', url)).json().lineup;
  }
  /** Hurts a player until long after the season, as a game would. */
  async function hurt(playerId: number) {
    const injury = {
      type: 'Knee',
      injuredOn: '2026-09-30',
      returnDate: '2026-12-15',
      gamesOut: 30,
      dayToDay: false,
    };
    await t.ctx.database.db
      .updateTable('players')
      .set({ injury: JSON.stringify(injury) })
      .where('id', '=', playerId)
      .execute();
  }
  async function lineupNotices(user: TestUser) {
    const page = (await inject(user, 'GET', '/api/notifications')).json();
    return (page.notifications as { kind: string; payload: Record<string, unknown> }[]).filter(
      (n) => n.kind === 'lineup_attention',
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    otherGm = await signUp(t);
    season = await seasonInPlay(t, commissioner);
    for (const [i, user] of [gm, otherGm].entries()) {
      const url = `/api/league/${season.league.id}/team/${teamId(i)}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: user.username })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("shows a GM his team's next game with a ready lineup, and the commissioner only his own items", async () => {
    const mine = await desk(gm);
    expect(mine.team?.teamId).toBe(teamId(0));
    expect(mine.nextGame).not.toBeNull();
    const game = mine.nextGame;
    const first = await t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'home_team_id', 'away_team_id'])
      .where((eb) => eb.or([eb('home_team_id', '=', teamId(0)), eb('away_team_id', '=', teamId(0))]))
      .orderBy('start_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(game?.gameId).toBe(first.id);
    expect(game?.home).toBe(first.home_team_id === teamId(0));
    expect(game?.opponent.teamId).toBe(game?.home ? first.away_team_id : first.home_team_id);
    expect(mine.readiness?.ready).toBe(true);
    expect(mine.readiness?.problems.map((p) => p.code)).toContain('goalie_plan_default');
    expect(mine.attention.pendingApplications).toBeNull();
    expect(mine.lastFive).toEqual([]);

    const boss = await desk(commissioner);
    expect(boss.team).toBeNull();
    expect(boss.readiness).toBeNull();
    expect(boss.attention.pendingApplications).toBe(0);
  });

  it('refuses the desk and its fix to a user who runs nothing in the league, and names a missing league', async () => {
    const stranger = await signUp(t);
    for (const [method, url] of [
      ['GET', deskUrl()],
      ['POST', fixUrl()],
    ] as const) {
      const refused = await inject(stranger, method, url);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toMatch(/run no team/);
    }
    expect((await inject(stranger, 'GET', '/api/league/999999/desk')).statusCode).toBe(404);
    expect((await inject(null, 'GET', deskUrl())).statusCode).toBe(401);
    const fixByBoss = await inject(commissioner, 'POST', fixUrl());
    expect(fixByBoss.statusCode).toBe(403);
  });

  it('says there is nothing to fix when the lineup is ready', async () => {
    const response = await inject(gm, 'POST', fixUrl());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nothing to fix/);
  });

  it('flags an injured player dressed for the next game; the fix replaces only his places', async () => {
    const before = await lineupOf(teamId(0));
    const otherBefore = await lineupOf(teamId(1));
    const injured = Number(before.line1_lw);
    await hurt(injured);

    const flagged = await desk(gm);
    expect(flagged.readiness?.ready).toBe(false);
    const problem = flagged.readiness?.problems.find((p) => p.code === 'player_injured');
    expect(problem).toMatchObject({ slot: 'line1_lw', playerId: injured, fix: 'auto', severity: 'problem' });
    expect(problem?.message).toMatch(/\(Line 1 LW\) is injured \(Knee\) until Dec 15\.$/);

    const fixed = await inject(gm, 'POST', fixUrl());
    expect(fixed.statusCode, fixed.body).toBe(200);
    const { replaced, desk: after } = fixed.json();
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ slot: 'line1_lw', out: injured });
    expect(after.readiness.ready).toBe(true);

    const saved = await lineupOf(teamId(0));
    const stepIn = replaced[0].in as number;
    expect(saved.line1_lw).toBe(stepIn);
    expect(stepIn).not.toBe(injured);
    for (const slot of EVEN_STRENGTH_SLOTS) if (slot !== 'line1_lw') expect(saved[slot]).toBe(before[slot]);
    // His special-teams places go to the player who took his place; the others stay.
    for (const slot of LINEUP_SLOTS)
      if (!(EVEN_STRENGTH_SLOTS as readonly string[]).includes(slot))
        expect(saved[slot]).toBe(before[slot] === injured ? stepIn : before[slot]);
    expect(EVEN_STRENGTH_SLOTS.filter((s) => saved[s] === stepIn)).toEqual(['line1_lw']);
    // Another GM's team is not touched.
    expect(await lineupOf(teamId(1))).toEqual(otherBefore);
    expect((await desk(gm)).readiness?.ready).toBe(true);
  });

  it("tells the GM once per game when a batch leaves his lineup with a problem, never of another's team", async () => {
    const lineup = await lineupOf(teamId(0));
    await hurt(Number(lineup.defense1_ld));
    await season.simulate('2026-10-05');
    const told = await lineupNotices(gm);
    expect(told.length).toBeGreaterThan(0);
    const gameIds = told.map((n) => n.payload.gameId);
    expect(new Set(gameIds).size).toBe(gameIds.length);
    const next = (await desk(gm)).nextGame;
    expect(gameIds).toContain(next?.gameId);
    // Games of the batch may have hurt others too: each notice names the first problem and counts them.
    for (const n of told) {
      expect(n.payload).toMatchObject({ teamId: teamId(0), problem: expect.stringMatching(/ is injured /) });
      expect(n.payload.problemCount).toBeGreaterThanOrEqual(1);
    }
    const oldest = told.at(-1)?.payload;
    expect(oldest?.problem).toMatch(/\(Pair 1 LD\) is injured|\(Line \d \w+\) is injured/);
    // The other GM hears only of his own team (a game may have hurt one of his too).
    for (const n of await lineupNotices(otherGm)) expect(n.payload.teamId).toBe(teamId(1));

    // The same check run again (a batch replayed, or a second process) tells nobody twice.
    await t.ctx.database.db
      .transaction()
      .execute((trx) => noticeLineupAttention(trx, [teamId(0), teamId(1)], t.ctx.now().toISOString()));
    expect(await lineupNotices(gm)).toHaveLength(told.length);
  });

  it('shows the last five results newest first, the leaders and the rank once games are played', async () => {
    await season.simulate('2026-10-20');
    const mine = await desk(gm);
    expect(mine.lastFive.length).toBeGreaterThan(0);
    expect(mine.lastFive.length).toBeLessThanOrEqual(5);
    const days = mine.lastFive.map((r) => r.gameDay);
    expect([...days].sort().reverse()).toEqual(days);
    for (const r of mine.lastFive) expect(r.outcome === 'W').toBe(r.goalsFor > r.goalsAgainst);
    expect(mine.leaders.points?.value).toBeGreaterThan(0);
    expect(mine.leaders.savePercentage?.value).toBeGreaterThan(0);
    expect(mine.leaders.savePercentage?.value).toBeLessThan(1);
    expect(mine.rank?.leagueTeams).toBe(4);
    expect(mine.rank?.league).toBeGreaterThanOrEqual(1);
    const standings = (await inject(gm, 'GET', `/api/league/${season.league.id}/standings`)).json();
    const place = standings.standings.findIndex((r: { teamId: number }) => r.teamId === teamId(0));
    expect(mine.rank?.league).toBe(place + 1);
  });
});

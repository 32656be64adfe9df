import type { DeskResponse, Lineup } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';
import { noticesOf, proposal, setTradeSettings, tradesApi } from './support/trades';
import { makeCapRoomForLeague } from './support/cap-room';
import { startSeasonAnyway } from './support/opening';

// Issue 29: lineup repair by position. A first-line centre traded for a defenceman is replaced by a
// forward who sat out, not by the better-rated defenceman; the desk agrees the lineup is ready; the GM is
// told what changed; and in the next game the defenceman takes no faceoff.

describe.each(DIALECTS)('lineup repair by position on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let season: SeasonInPlay;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;
  const lineupOf = async (team: number): Promise<Lineup> =>
    (await inject(commissioner, 'GET', `/api/user/league/${season.league.id}/team/${team}/lineup`)).json()
      .lineup;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gmA, gmB] = [await signUp(t), await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    // Room under the cap for the moves below: a new league's teams spend near it.
    await makeCapRoomForLeague(t, season.league.id, 20_000_000);
    // The short season's default deadline has passed by the league's date.
    await setTradeSettings(t, season.league.id, { deadline: '2027-03-01' });
    for (const [i, user] of [gmA, gmB].entries()) {
      const url = `/api/league/${season.league.id}/team/${teamId(i)}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: user.username })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('puts a forward who sat out in the traded centre’s place, not the defenceman who came back', async () => {
    const { db } = t.ctx.database;
    const before = await lineupOf(teamId(0));
    const centre = Number(before.line1_c);
    const dressed = new Set(Object.values(before).map(Number));
    const roster = await db
      .selectFrom('players')
      .select(['id', 'position', 'status', 'first_name', 'last_name'])
      .where('team_id', '=', teamId(0))
      .where('injury', 'is', null)
      .orderBy('id')
      .execute();
    // One forward sits out, healthy, with the big club (called up from the minors if none does).
    const spare = roster.find((p) => !['D', 'G'].includes(p.position) && !dressed.has(p.id));
    if (!spare) throw new Error('Team without a spare forward');
    await db
      .updateTable('players')
      .set({ status: 'active', overall: 60 })
      .where('id', '=', spare.id)
      .execute();
    const defenceman = await db
      .selectFrom('players')
      .select(['id', 'first_name', 'last_name'])
      .where('team_id', '=', teamId(1))
      .where('position', '=', 'D')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Rated above every forward: a repair by rating alone would dress him at centre.
    await db.updateTable('players').set({ overall: 99 }).where('id', '=', defenceman.id).execute();

    const api = tradesApi(t, season.league.id);
    const trade = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [centre] }], [teamId(1), { playerIds: [defenceman.id] }]),
    );
    const accepted = await api.act(gmB, trade.id, 'accept');
    expect(accepted.json().status, accepted.body).toBe('completed');

    const after = await lineupOf(teamId(0));
    expect(after.line1_c).toBe(spare.id);
    const forwardSlots = Object.entries(after).filter(([slot]) => slot.startsWith('line'));
    expect(forwardSlots.map(([, id]) => id)).not.toContain(defenceman.id);

    const desk: DeskResponse = (await inject(gmA, 'GET', `/api/league/${season.league.id}/desk`)).json();
    expect(desk.readiness?.ready).toBe(true);
    expect(desk.readiness?.problems.map((p) => p.code)).not.toContain('out_of_group');

    const told = await noticesOf(t, gmA, 'trade_update');
    const repaired = told.find((n) => n.event === 'lineup_repaired' && n.tradeId === trade.id);
    expect(repaired?.reason).toContain(
      `replaced by ${spare.first_name} ${spare.last_name} (${spare.position}) at Line 1 C`,
    );

    // Play the team's next game: the defenceman, dressed or not, takes no faceoff.
    const next = await db
      .selectFrom('games')
      .select(['id', 'game_date'])
      .where('status', '=', 'scheduled')
      .where((eb) => eb.or([eb('home_team_id', '=', teamId(0)), eb('away_team_id', '=', teamId(0))]))
      .orderBy('start_at')
      .executeTakeFirstOrThrow();
    // The trade may leave the GM's team under the floor: the commissioner starts the season anyway (decision 076).
    await startSeasonAnyway(t, commissioner, season.league.id);
    await season.simulate(next.game_date);
    const game = await db
      .selectFrom('games')
      .select('status')
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow();
    expect(game.status).toBe('final');
    const played = await db
      .selectFrom('player_game_stats')
      .select(['faceoffs_taken'])
      .where('player_id', '=', defenceman.id)
      .where('game_id', '=', next.id)
      .execute();
    expect(played.every((row) => row.faceoffs_taken === 0)).toBe(true);
    const newCentre = await db
      .selectFrom('player_game_stats')
      .select(['faceoffs_taken'])
      .where('player_id', '=', spare.id)
      .where('game_id', '=', next.id)
      .executeTakeFirst();
    expect(newCentre?.faceoffs_taken).toBeGreaterThan(0);
  });

  it('holds the desk back when the GM dresses a defenceman at forward while a forward sits out', async () => {
    const lineup = await lineupOf(teamId(1));
    const dressed = new Set(Object.values(lineup).map(Number));
    const spareD = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(1))
      .where('position', '=', 'D')
      .where('status', '=', 'active')
      .where('injury', 'is', null)
      .execute();
    const extra = spareD.find((p) => !dressed.has(p.id)) ?? spareD[0];
    if (!extra) throw new Error('Team without a defenceman');
    const url = `/api/user/league/${season.league.id}/team/${teamId(1)}/save-lineup`;
    const saved = await inject(gmB, 'POST', url, { lineup: { ...lineup, line4_lw: extra.id } });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const desk: DeskResponse = (await inject(gmB, 'GET', `/api/league/${season.league.id}/desk`)).json();
    const problem = desk.readiness?.problems.find((p) => p.code === 'out_of_group');
    expect(problem).toMatchObject({ slot: 'line4_lw', severity: 'problem', fix: 'auto' });
    expect(desk.readiness?.ready).toBe(false);
    const fixed = await inject(gmB, 'POST', `/api/league/${season.league.id}/desk/fix-lineup`);
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after: DeskResponse = fixed.json().desk;
    expect(after.readiness?.problems.filter((p) => p.severity === 'problem')).toEqual([]);
    const replaced: { slot: string; out: number | null; in: number }[] = fixed.json().replaced;
    const change = replaced.find((r) => r.slot === 'line4_lw');
    expect(change?.out).toBe(extra.id);
    expect(change?.in).not.toBe(extra.id);
  });
});

import { followAdvance } from './support/advances';
import { addDays, dayInTimeZone, type CapSheetResponse, type Transaction } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17 (docs/decisions/046): when a season starts every roster is legal: healed players back from
// injured reserve, 20 to 23 actives with a dressable lineup, no more contracts than allowed; each move
// logged as preseason cuts and each GM told once, however many rollovers race.

describe.each(DIALECTS)('preseason rosters on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    commissioner = await signUp(t);
    gm = await signUp(t);
    otherGm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Preseason League', [gm, otherGm]);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const playersOf = (team: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .selectAll()
      .where('team_id', '=', team)
      .where('retired_after_season_id', 'is', null)
      .execute();
  async function capSheet(team: number): Promise<CapSheetResponse> {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/team/${team}/cap`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function noticesOf(user: TestUser, kind: string) {
    const page = (await inject(user, 'GET', '/api/notifications')).json();
    return (page.notifications as { kind: string; payload: Record<string, unknown> }[])
      .filter((n) => n.kind === kind)
      .map((n) => n.payload);
  }
  /** A short season played through the league clock to its offseason. */
  async function toOffseason() {
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const played = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, {
        to: 'date',
        date: addDays(today, 120),
      }),
    );
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().clock.phase).toBe('offseason');
  }

  it('trims 25 actives to a legal roster, brings back the healed, releases over the contract limit', async () => {
    const { db } = t.ctx.database;
    // New leagues start within the limit; this team's GM called up two more over the summer's way.
    const before = await capSheet(teamId(0));
    expect(before.activeRoster).toBe(23);

    // A skater of the GM's team on injured reserve through the summer: the youngest centre, whom the
    // summer will not retire (a veteran may, and a retired player is nobody's to bring back).
    const hurt = before.players
      .filter((p) => p.placement === 'active' && p.position === 'C')
      .sort((a, b) => a.age - b.age)[0];
    if (!hurt) throw new Error('No centre on the roster');
    const injury = {
      type: 'Knee',
      injuredOn: '2026-10-01',
      returnDate: '2027-12-01',
      gamesOut: 80,
      dayToDay: false,
    };
    await db
      .updateTable('players')
      .set({ injury: JSON.stringify(injury) })
      .where('id', '=', hurt.id)
      .execute();
    const placed = await inject(gm, 'POST', `/api/league/${league.id}/team/${teamId(0)}/roster-moves`, {
      playerId: hurt.id,
      move: 'injuredReserve',
    });
    expect(placed.statusCode, placed.body).toBe(200);

    // More of the GM's minor leaguers on his active roster (older leagues carried 25), so that whatever
    // the summer's retirements take it is still over.
    const minors = before.players.filter((p) => p.placement === 'minors').slice(0, 5);
    await db
      .updateTable('players')
      .set({ status: 'active' })
      .where(
        'id',
        'in',
        minors.map((p) => p.id),
      )
      .execute();
    // Every team holds more contracts than the league will now allow, even after the summer's retirements.
    const other = await capSheet(teamId(1));
    const maxContracts = other.contracts - 10;
    await db
      .updateTable('leagues')
      .set({ contract_settings: JSON.stringify({ maxContracts }) })
      .where('id', '=', league.id)
      .execute();

    await toOffseason();
    // No contract ends this summer, so free agency takes nobody and the rosters come to the cuts whole.
    await db
      .updateTable('players')
      .set({ contract_years: 3 })
      .where('league_id', '=', league.id)
      .where('contract_years', '<', 2)
      .execute();
    // Two server processes start the next season at once: one does, the other is told.
    const rollover = () => requestsAs(t)(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    const rolloverOnSecond = () =>
      requestsAs(second)(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    const [a, b] = await Promise.all([rollover(), rolloverOnSecond()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);

    for (const team of league.teams) {
      const players = await playersOf(team.id);
      const active = players.filter((p) => p.status === 'active');
      const contracts = players.filter((p) => p.status !== 'prospect');
      expect(active.length, team.name).toBeGreaterThanOrEqual(20);
      expect(active.length, team.name).toBeLessThanOrEqual(23);
      expect(active.filter((p) => p.position === 'G').length).toBeGreaterThanOrEqual(2);
      expect(active.filter((p) => p.position === 'D').length).toBeGreaterThanOrEqual(6);
      expect(active.filter((p) => ['C', 'LW', 'RW'].includes(p.position)).length).toBeGreaterThanOrEqual(12);
      expect(contracts.length).toBeLessThanOrEqual(maxContracts);
      // The saved lineup dresses only the team's active players.
      const saved = await db
        .selectFrom('lineups')
        .select('lineup')
        .where('team_id', '=', team.id)
        .executeTakeFirst();
      const activeIds = new Set(active.map((p) => p.id));
      const dressed = Object.values(JSON.parse(saved?.lineup ?? '{}') as Record<string, unknown>).filter(
        (id): id is number => typeof id === 'number',
      );
      for (const id of dressed) expect(activeIds.has(id), `${team.name} dresses ${id}`).toBe(true);
    }

    // The healed player is back on the roster, and the log says so.
    const back = await db
      .selectFrom('players')
      .select(['status', 'injury'])
      .where('id', '=', hurt.id)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ status: 'active', injury: null });
    const logOf = async (team: number) =>
      (await inject(gm, 'GET', `/api/league/${league.id}/transactions?teamId=${team}`))
        .json<{ transactions: Transaction[] }>()
        .transactions.filter((x) => x.text.endsWith('(preseason cuts)'));
    const ours = await logOf(teamId(0));
    expect(ours).toContainEqual(
      expect.objectContaining({
        kind: 'activate',
        playerId: hurt.id,
        text: 'Activated from injured reserve (preseason cuts)',
      }),
    );
    expect(ours.some((x) => x.kind === 'sendDown' || x.kind === 'buyout')).toBe(true);
    expect((await logOf(teamId(1))).some((x) => x.kind === 'buyout')).toBe(true);

    // Each GM is told once what changed on his team.
    const told = await noticesOf(gm, 'preseason_roster');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ teamId: teamId(0), activated: 1 });
    expect(Number(told[0]?.sentDown) + Number(told[0]?.released)).toBeGreaterThan(0);
    const toldOther = await noticesOf(otherGm, 'preseason_roster');
    expect(toldOther).toHaveLength(1);
    expect((toldOther[0]?.released as number) ?? 0).toBeGreaterThan(0);

    // The cap sheet of the new season agrees: a legal roster.
    const after = await capSheet(teamId(0));
    expect(after.activeRoster).toBeLessThanOrEqual(23);
  });
});

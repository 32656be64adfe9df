import { followAdvance } from './support/advances';
import {
  type FreeAgentsResponse,
  type RolloverResponse,
  addDays,
  capSeasonFor,
  dayInTimeZone,
  entryLevelMaximum,
  entryLevelYears,
  NHL_CONTRACT_SETTINGS,
} from '@rinkside/domain';
import { SUPPLY_PLAN, supplySize } from '@rinkside/sim';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayersTable } from '../src/db/schema';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

type PlayerRow = Selectable<PlayersTable>;

// The summer's supply of undrafted, college and European free agents and late bloomers, and the AI teams'
// camp that keeps their 23 places at dressed quality (docs/decisions/077), through the real server.
describe.each(DIALECTS)('the free-agent supply at the rollover on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let leagueId: number;
  let rollover: RolloverResponse;
  /** The players the first rollover brought into the league's free agents, in the order they joined. */
  let supply: PlayerRow[];
  /** The AI team whose weakest forwards are rated 40, and how many free agents it signed at the rollover. */
  let weakTeamId: number;
  let weakTeamSignings: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const ok = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await followAdvance(t, await inject(commissioner, method, url, payload));
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const playersOf = () =>
    t.ctx.database.db
      .selectFrom('players')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .execute();
  /** Plays the active season's regular season and playoffs through the league clock, to its offseason. */
  const toOffseason = async (lastDay: string) => {
    await ok('POST', `/api/league/${leagueId}/advance`, { to: 'regularSeasonEnd' });
    const played = await ok('POST', `/api/league/${leagueId}/advance`, { to: 'date', date: lastDay });
    expect(played.json().clock.phase).toBe('offseason');
  };
  const today = () => dayInTimeZone(t.ctx.now(), 'America/New_York');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    const league = await createLeague(t, commissioner, {
      name: 'Supply',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    leagueId = league.id;
    // One team's fourth line and extras are weak (rated 40): any forward the camp finds beats them.
    const { db } = t.ctx.database;
    const payrolls = await Promise.all(
      league.teams.map(async (team) => {
        const row = await db
          .selectFrom('players')
          .select((eb) => eb.fn.sum<number>('cap_hit').as('payroll'))
          .where('team_id', '=', team.id)
          .where('status', '!=', 'prospect')
          .executeTakeFirstOrThrow();
        return { id: team.id, payroll: Number(row.payroll) };
      }),
    );
    weakTeamId = payrolls.sort((a, b) => a.payroll - b.payroll)[0]?.id ?? 0;
    const forwards = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', weakTeamId)
      .where('position', 'in', ['C', 'LW', 'RW'])
      .where('status', '!=', 'prospect')
      .orderBy('overall', 'desc')
      .execute();
    await db
      .updateTable('players')
      .set({ overall: 40 })
      .where(
        'id',
        'in',
        forwards.slice(9).map((f) => f.id),
      )
      .execute();
    await ok('POST', `/api/league/${leagueId}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 20),
    });
    await toOffseason(addDays(today(), 120));
    const before = new Set((await playersOf()).map((p) => p.id));
    const lastLine = await db
      .selectFrom('roster_transactions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    rollover = (await ok('POST', `/api/league/${leagueId}/season/next`)).json<RolloverResponse>();
    // New to the league: the summer's call-ups first (on teams), then the supply, then any player the
    // preseason generates; the next draft class aside.
    const classIds = new Set(
      (
        await t.ctx.database.db
          .selectFrom('draft_prospects')
          .select('player_id')
          .where('league_id', '=', leagueId)
          .execute()
      ).map((row) => row.player_id),
    );
    const joined = (await playersOf()).filter((p) => !before.has(p.id) && !classIds.has(p.id));
    // `generated` counts the camp's too, which come after the supply.
    const calledUp = rollover.generated - (rollover.generatedAtCamp ?? 0);
    supply = joined.slice(calledUp, calledUp + (rollover.newFreeAgents ?? 0));
    weakTeamSignings = (
      await db
        .selectFrom('roster_transactions')
        .select('id')
        .where('team_id', '=', weakTeamId)
        .where('kind', '=', 'signed')
        .where('id', '>', Number(lastLine.id ?? 0))
        .execute()
    ).length;
  });
  afterAll(() => t.close());

  it('brings so many new players a team, of the ages of their origins, new to every team', () => {
    const expected = Object.values(supplySize(4)).reduce((sum, n) => sum + n, 0);
    expect(expected).toBeGreaterThan(0);
    expect(rollover.newFreeAgents).toBe(expected);
    expect(supply).toHaveLength(expected);
    const youngest = Math.min(...Object.values(SUPPLY_PLAN).map((plan) => plan.ages[0]));
    const oldest = Math.max(...Object.values(SUPPLY_PLAN).map((plan) => plan.ages[1]));
    for (const p of supply) {
      expect(p.age).toBeGreaterThanOrEqual(youngest);
      expect(p.age).toBeLessThanOrEqual(oldest);
      expect(p.retired_after_season_id).toBeNull();
      expect(p.last_team_id).toBeNull();
    }
  });

  it('lists those no team signed at camp as free agents, each asking a valid contract', async () => {
    const listed = await inject(commissioner, 'GET', `/api/league/${leagueId}/free-agents`);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<FreeAgentsResponse>();
    const byId = new Map(page.players.map((p) => [p.id, p]));
    const { minimumSalary, maxCapHit, maxYearsNewTeam } = page.contractSeason;
    const free = supply.filter((p) => p.team_id === null);
    expect(free.length).toBeGreaterThan(0);
    for (const p of free) {
      const agent = byId.get(p.id);
      expect(agent, `${p.first_name} ${p.last_name}`).toBeDefined();
      expect(agent?.lastTeam).toBeNull();
      expect(agent?.ask.capHit).toBeGreaterThanOrEqual(minimumSalary);
      expect(agent?.ask.capHit).toBeLessThanOrEqual(maxCapHit);
      expect(agent?.ask.years).toBeGreaterThanOrEqual(1);
      expect(agent?.ask.years).toBeLessThanOrEqual(maxYearsNewTeam);
    }
  });

  it('signs at camp newcomers who beat an AI team’s weakest, the young on entry-level deals', () => {
    const season = capSeasonFor(NHL_CONTRACT_SETTINGS, rollover.season.startYear);
    const signed = supply.filter((p) => p.team_id !== null);
    expect(signed.length).toBeGreaterThan(0);
    for (const p of signed) {
      expect(p.cap_hit).toBeGreaterThanOrEqual(season.minimumSalary);
      expect(p.contract_years).toBeGreaterThanOrEqual(1);
      expect(p.contract_years).toBeLessThanOrEqual(NHL_CONTRACT_SETTINGS.maxYearsNewTeam);
    }
    // The team with forwards rated 40 fills those places at camp.
    expect(weakTeamSignings).toBeGreaterThan(0);
    // The camp's: a young newcomer's entry-level deal, its term by his age; an older one's, one season.
    // (A team under the floor may also sign one at once on its own terms, decision 075.)
    const entryLevel = signed.filter((p) => p.contract_type === 'entry-level');
    for (const p of entryLevel) {
      expect(p.age).toBeLessThanOrEqual(24);
      expect(p.contract_years).toBe(entryLevelYears(p.age));
      expect(p.cap_hit).toBeLessThanOrEqual(entryLevelMaximum(season.minimumSalary));
    }
  });

  it('sends home at the next rollover the newcomers no team signed in a year', async () => {
    await toOffseason(addDays(today(), 366 + 120));
    const unsigned = new Set(
      (await playersOf())
        .filter((p) => supply.some((s) => s.id === p.id) && p.team_id === null)
        .map((p) => p.id),
    );
    const next = (await ok('POST', `/api/league/${leagueId}/season/next`)).json<RolloverResponse>();
    const after = new Map((await playersOf()).map((p) => [p.id, p]));
    for (const id of unsigned) expect(after.get(id)?.retired_after_season_id).toBe(rollover.season.id);
    // Those who signed play on (unless the summer retired them), and a new supply arrives.
    const stayed = supply.filter(
      (p) => !unsigned.has(p.id) && after.get(p.id)?.retired_after_season_id === null,
    );
    expect(stayed.length).toBeGreaterThan(0);
    for (const p of stayed) expect(after.get(p.id)?.last_team_id ?? after.get(p.id)?.team_id).not.toBeNull();
    expect(next.newFreeAgents).toBe(rollover.newFreeAgents);
  });
});

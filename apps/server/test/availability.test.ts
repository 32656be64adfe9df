import type { Injury, LineupReplacement, SimulationData } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('who dresses and who is hurt, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let seasonId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
    league = await createLeague(t, commissioner, {
      name: 'Walking Wounded',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId(0)}/gm`, {
      username: gm.username,
    });
    seasonId = (await inject(commissioner, 'GET', `/api/league/${league.id}/active-season`)).json().id;
  });
  afterAll(() => t.close());

  async function schedule(home: number, away: number, date: string): Promise<number> {
    const created = await inject(commissioner, 'POST', '/api/simulation/game/create', {
      seasonId,
      leagueId: league.id,
      homeTeamId: home,
      awayTeamId: away,
      date,
      gameType: 'regular',
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().gameId;
  }
  async function simulateUntil(until: string) {
    const response = await inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, {
      until,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  async function record(gameId: number): Promise<SimulationData> {
    const response = await inject(gm, 'GET', `/api/simulation/game/${gameId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().simulationData;
  }
  async function storedInjury(playerId: number): Promise<Injury | null> {
    const row = await db()
      .selectFrom('players')
      .select('injury')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    return row.injury === null ? null : (JSON.parse(row.injury) as Injury);
  }
  async function savedLineup(team: number) {
    const response = await inject(gm, 'GET', `/api/user/league/${league.id}/team/${team}/lineup`);
    return response.json().lineup as Record<string, number | null>;
  }

  it('plays a lineup holding a hurt player with a named replacement, and dresses him again from his return date', async () => {
    const before = await savedLineup(teamId(0));
    const hurt = Number(before.line1_c);
    const knee: Injury = {
      type: 'Knee',
      injuredOn: '2026-10-01',
      returnDate: '2026-10-12',
      gamesOut: 3,
      dayToDay: true,
    };
    await db()
      .updateTable('players')
      .set({ injury: JSON.stringify(knee) })
      .where('id', '=', hurt)
      .execute();
    // Two players of a team that does not play these days: one back before the 12th, one after.
    const idle = await db()
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(3))
      .orderBy('id')
      .limit(2)
      .execute();
    const [soonBack, laterBack] = idle.map((p) => p.id);
    const idleKnee = (returnDate: string) => JSON.stringify({ ...knee, returnDate });
    await db()
      .updateTable('players')
      .set({ injury: idleKnee('2026-10-11') })
      .where('id', '=', Number(soonBack))
      .execute();
    await db()
      .updateTable('players')
      .set({ injury: idleKnee('2026-10-13') })
      .where('id', '=', Number(laterBack))
      .execute();
    const first = await schedule(teamId(0), teamId(1), '2026-10-10');
    const back = await schedule(teamId(1), teamId(0), '2026-10-12');

    await simulateUntil('2026-10-10');
    const game = await record(first);
    const replaced = game.replacements?.find((r) => r.slot === 'line1_c');
    expect(replaced).toMatchObject({ team: 'home', out: hurt, reason: 'injured' });
    const stepIn = String(replaced?.in);
    expect(game.playerStats.teamA[String(hurt)]).toBeUndefined();
    expect(game.playerStats.teamA[stepIn]?.icetime).toBeGreaterThan(0);
    expect(await storedInjury(hurt)).toEqual(knee);
    // The GM's lineup stays as he wrote it.
    expect(await savedLineup(teamId(0))).toEqual(before);

    await simulateUntil('2026-10-12');
    const again = await record(back);
    expect(again.replacements?.some((r) => r.out === hurt)).toBe(false);
    expect(again.playerStats.teamB[String(hurt)]?.icetime).toBeGreaterThan(0);
    // His injury is over; he may have been hurt again in this very game, never still by the old one.
    const now = await storedInjury(hurt);
    expect(now === null || now.injuredOn === '2026-10-12').toBe(true);
    // Idle teams' players are healed once the league has played past their return date.
    expect(await storedInjury(Number(soonBack))).toBeNull();
    expect((await storedInjury(Number(laterBack)))?.returnDate).toBe('2026-10-13');
    await db().updateTable('players').set({ injury: null }).where('id', '=', Number(laterBack)).execute();
  });

  it('stores an injury a game reports, with his return date, and he misses the games until then', async () => {
    const days = Array.from({ length: 24 }, (_, i) => addDays('2026-11-01', i * 2));
    const games = [];
    for (const [i, day] of days.entries())
      games.push({ id: await schedule(teamId(i % 2 ? 2 : 3), teamId(i % 2 ? 3 : 2), day), day });

    let hurtIn: { index: number; injury: NonNullable<SimulationData['injuries']>[number] } | null = null;
    for (const [index, game] of games.entries()) {
      await simulateUntil(game.day);
      const injury = (await record(game.id)).injuries?.[0];
      if (injury) {
        hurtIn = { index, injury };
        break;
      }
    }
    expect(hurtIn, 'no game reported an injury').not.toBeNull();
    if (!hurtIn) return;
    const { index, injury } = hurtIn;
    // Teams 2 and 3 play each other every game here, so his team's next games are the next on the list.
    const returnDay = games[index + injury.gamesOut + 1]?.day;
    const stored = await storedInjury(Number(injury.playerId));
    expect(stored).toMatchObject({
      type: injury.type,
      injuredOn: games[index]?.day,
      gamesOut: injury.gamesOut,
      dayToDay: injury.gamesOut <= 3,
    });
    if (returnDay) expect(stored?.returnDate).toBe(returnDay);
    else expect((stored?.returnDate ?? '') > (games.at(-1)?.day ?? '')).toBe(true);

    const next = games[index + 1];
    if (!next) return;
    await simulateUntil(next.day);
    const nextGame = await record(next.id);
    // Out for at least this game: he has no line in either box score.
    expect(
      [nextGame.playerStats.teamA, nextGame.playerStats.teamB].some(
        (stats) => String(injury.playerId) in stats,
      ),
    ).toBe(false);
  });

  it('starts goalies by each team’s plan', async () => {
    // Team 0 shares its starts evenly; team 1 rides its starter every game, back-to-backs included.
    for (const [team, goaliePlan] of [
      [teamId(0), { starterShare: 0.5, restOnBackToBack: false }],
      [teamId(1), { starterShare: 1, restOnBackToBack: false }],
    ] as const) {
      const saved = await inject(
        commissioner,
        'PUT',
        `/api/team/league/${league.id}/team/${team}/goalie-plan`,
        {
          goaliePlan,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [evenStarter, riderStarter] = [
      (await savedLineup(teamId(0))).starter_g,
      (await savedLineup(teamId(1))).starter_g,
    ];
    const ids: number[] = [];
    let day = '2026-12-01';
    for (let i = 0; i < 30; i++) {
      ids.push(await schedule(teamId(i % 2 ? 0 : 1), teamId(i % 2 ? 1 : 0), day));
      day = addDays(day, i % 3 === 0 ? 1 : 2);
    }
    await simulateUntil(day);

    const starters = { even: [] as number[], rider: [] as number[] };
    const rested: LineupReplacement[] = [];
    for (const [i, id] of ids.entries()) {
      const game = await record(id);
      const [even, rider] = i % 2 ? (['teamA', 'teamB'] as const) : (['teamB', 'teamA'] as const);
      starters.even.push(Number(Object.keys(game.goalieStats[even])[0]));
      starters.rider.push(Number(Object.keys(game.goalieStats[rider])[0]));
      rested.push(
        ...(game.replacements ?? []).filter((r) => r.slot === 'starter_g' && r.reason === 'rested'),
      );
    }
    expect(starters.rider.every((id) => id === riderStarter)).toBe(true);
    const evenStarts = starters.even.filter((id) => id === evenStarter).length;
    expect(evenStarts).toBeGreaterThanOrEqual(12);
    expect(evenStarts).toBeLessThanOrEqual(18);
    // Every start the number one sat out is in the game record, with who started instead.
    expect(rested).toHaveLength(30 - evenStarts);
    expect(rested.every((r) => r.out === evenStarter && r.in !== evenStarter)).toBe(true);
  });
});

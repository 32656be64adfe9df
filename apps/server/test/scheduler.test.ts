import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startGameScheduler } from '../src/jobs/game-scheduler';
import { generateSeasonSchedule } from '../src/modules/games/service';
import { createLeague } from '../src/modules/leagues/create-league';
import { setPlayoffSettings } from '../src/modules/playoffs/service';
import { DEFAULT_PLAYOFF_SETTINGS } from '@rinkside/domain';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

/** Waits for `check`; on time-out the error carries what the server processes last wrote. */
async function until(check: () => Promise<boolean>, timeoutMs: number, servers: ServerProcess[] = []) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const logs = servers.map((s, i) => `--- process ${i + 1}:\n${s.output()}`).join('\n');
      throw new Error(`Timed out waiting\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function finalCount(t: TestApp, leagueId: number): Promise<number> {
  const rows = await t.ctx.database.db
    .selectFrom('games')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('status', '=', 'final')
    .execute();
  return rows.length;
}

/**
 * Games, and how many of their result rows exist: every final game has all of them, no other game any.
 * Read while no process is writing (its reads are not one snapshot).
 */
async function auditGames(t: TestApp, leagueId: number) {
  const { db } = t.ctx.database;
  const games = await db
    .selectFrom('games')
    .select(['id', 'status'])
    .where('league_id', '=', leagueId)
    .execute();
  const count = async (table: 'team_game_stats' | 'game_simulations' | 'player_game_stats') => {
    const rows = await db
      .selectFrom(table)
      .innerJoin('games', 'games.id', `${table}.game_id`)
      .select('games.id')
      .where('games.league_id', '=', leagueId)
      .execute();
    const byGame = new Map<number, number>();
    for (const row of rows) byGame.set(row.id, (byGame.get(row.id) ?? 0) + 1);
    return byGame;
  };
  const [teams, simulations, players] = await Promise.all([
    count('team_game_stats'),
    count('game_simulations'),
    count('player_game_stats'),
  ]);
  for (const game of games) {
    const final = game.status === 'final';
    expect(teams.get(game.id) ?? 0, `team rows of game ${game.id}`).toBe(final ? 2 : 0);
    expect(simulations.get(game.id) ?? 0, `play-by-play of game ${game.id}`).toBe(final ? 1 : 0);
    expect((players.get(game.id) ?? 0) > 0, `player rows of game ${game.id}`).toBe(final);
  }
  return { total: games.length, final: games.filter((g) => g.status === 'final').length };
}

// ARCHITECTURE 'Games and time': several processes on one PostgreSQL simulate each game exactly once,
// and a crash mid-way leaves games unsimulated, never half-written.
describe.runIf(DIALECTS.includes('postgres'))('the game scheduler on PostgreSQL', () => {
  let t: TestApp;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await t.close();
  });

  const env = (port: number) => ({
    DATABASE_URL: t.ctx.config.DATABASE_URL,
    JWT_SECRET: t.ctx.config.JWT_SECRET,
    PORT: String(port),
    SCHEDULER_INTERVAL_SECONDS: '0.2',
  });

  async function leagueWithPastGames(teamCount: number, gamesPerTeam: number) {
    const user = await signUp(t);
    const { id } = await createLeague(t.ctx, user.id, {
      name: 'Due',
      mode: 'Custom',
      importTeams: false,
      teamCount,
    });
    // The regular season alone: its playoffs would start by themselves, with more games, once it ends.
    await setPlayoffSettings(t.ctx, id, user.id, { ...DEFAULT_PLAYOFF_SETTINGS, autoStart: false });
    await generateSeasonSchedule(t.ctx, id, user.id, {
      gamesPerTeam,
      playPastGames: true,
      startDate: '2025-10-01',
      endDate: '2026-03-31',
    });
    return id;
  }

  it('three processes simulate every due game exactly once between them', async () => {
    const leagueId = await leagueWithPastGames(8, 20);
    const trio = [3311, 3312, 3313].map((port) => startServerProcess(env(port)));
    processes.push(...trio);
    try {
      await until(async () => (await finalCount(t, leagueId)) === 80, 90_000, trio);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { total, final } = await auditGames(t, leagueId);
      expect(final).toBe(total);
      // Each game was simulated by exactly one of the three.
      expect(trio.reduce((sum, p) => sum + p.simulated(), 0)).toBe(total);
    } finally {
      // Stopped even on failure, so they cannot take the next test's games.
      await Promise.all(trio.map((p) => p.stop()));
    }
  }, 120_000);

  it('a process killed mid-season leaves no half-written game, and a restart finishes the rest once', async () => {
    const leagueId = await leagueWithPastGames(16, 40);
    const first = startServerProcess(env(3314));
    processes.push(first);
    await until(async () => first.simulated() > 0, 60_000, [first]);
    await first.stop('SIGKILL');
    const afterCrash = await auditGames(t, leagueId);
    expect(afterCrash.final).toBeLessThan(afterCrash.total);

    const second = startServerProcess(env(3315));
    processes.push(second);
    await until(async () => (await finalCount(t, leagueId)) === afterCrash.total, 90_000, [second]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second.simulated()).toBe(afterCrash.total - afterCrash.final);
    expect((await auditGames(t, leagueId)).final).toBe(afterCrash.total);
    await second.stop();
  }, 150_000);
});

describe.each(DIALECTS)('the game scheduler on %s', (dialect) => {
  it('simulates the games whose start time has passed, and no others', async () => {
    const t = await createTestApp(dialect);
    try {
      const user = await signUp(t);
      const { id } = await createLeague(t.ctx, user.id, {
        name: 'Now',
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      });
      const today = t.ctx.now();
      const day = (offset: number) =>
        new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      await generateSeasonSchedule(t.ctx, id, user.id, {
        gamesPerTeam: 6,
        playPastGames: true,
        startDate: day(-4),
        endDate: day(8),
      });
      const { db } = t.ctx.database;
      const due = await db
        .selectFrom('games')
        .select('id')
        .where('start_at', '<=', today.toISOString())
        .execute();
      expect(due.length).toBeGreaterThan(0);
      const scheduler = startGameScheduler(t.ctx, pino({ level: 'silent' }), 50);
      await until(async () => {
        const finals = await db.selectFrom('games').select('id').where('status', '=', 'final').execute();
        return finals.length === due.length;
      }, 20_000);
      await scheduler.stop();
      const finals = await db
        .selectFrom('games')
        .select(['id', 'start_at'])
        .where('status', '=', 'final')
        .execute();
      expect(finals.map((g) => g.id).sort()).toEqual(due.map((g) => g.id).sort());
      expect(finals.every((g) => g.start_at <= today.toISOString())).toBe(true);
    } finally {
      await t.close();
    }
  });
});

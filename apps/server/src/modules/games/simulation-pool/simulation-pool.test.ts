import type { Player } from '@rinkside/domain';
import { createRng, generateLeague } from '@rinkside/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameToPlay, playOneGame } from './play-one-game';
import { SimulationPool } from './simulation-pool';

const log = {
  error(details: object, message: string) {
    throw new Error(`${message}: ${JSON.stringify(details)}`);
  },
};
const rosters = generateLeague(createRng('simulation-pool'), { teams: 6 });
const roster = (team: number): Player[] => rosters[team % rosters.length] ?? [];

/** Games between different teams on different seeds, so no two records are alike. */
function gamesToPlay(count: number, seed: string): GameToPlay[] {
  return Array.from({ length: count }, (_, i) => {
    const home = i % 6;
    const away = (i + 1 + (i % 5)) % 6;
    return {
      input: {
        home: { name: `Team ${home}`, players: roster(home), goalieFatigue: (i % 4) / 4 },
        away: { name: `Team ${away}`, players: roster(away) },
        date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T19:00:00.000Z`,
        gameType: i % 3 === 0 ? 'playoff' : 'regular',
      },
      seed: `${seed}-${i}`,
      replacements: [],
      keys: {
        gameId: i + 1,
        seasonId: 1,
        gameType: i % 3 === 0 ? 'playoff' : 'regular',
        homeTeamId: home + 1,
        awayTeamId: away + 1,
      },
    };
  });
}

/**
 * The longest the main thread went without running a timer while `work` ran, against the time `work` took:
 * near 1 when the work held the thread throughout, near 0 when the thread stayed free.
 */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const start = performance.now();
  await work();
  const took = performance.now() - start;
  running = false;
  // The stall still open when the work ended counts too.
  longest = Math.max(longest, performance.now() - last);
  return longest / took;
}

describe('the simulation pool', () => {
  // Two threads, to spread games over several; one, as on a two-core server (SIMULATION_THREADS' default).
  const pool = new SimulationPool({ threads: 2, log });
  const oneThread = new SimulationPool({ threads: 1, log });
  // Threads start by compiling the engine: once, before any test measures anything.
  beforeAll(async () => {
    const [game] = gamesToPlay(1, 'warm-up') as [GameToPlay];
    await Promise.all([pool.play(game), pool.play(game), oneThread.play(game)]);
  }, 30_000);
  afterAll(() => Promise.all([pool.close(), oneThread.close()]));

  it('plays each game as the main thread plays it, for the same seed, however many at once', async () => {
    const games = gamesToPlay(24, 'same');
    const inThreads = await Promise.all(games.map((game) => pool.play(game)));
    const here = games.map(playOneGame);
    // A thread's answer arrives as a structured clone: Buffers as plain byte arrays, the same bytes.
    expect(inThreads).toEqual(structuredClone(here));
    // Every record differs from the others: a game answered with another's record could not pass above.
    expect(new Set(here.map((played) => Buffer.from(played.record).toString('hex'))).size).toBe(games.length);
  });

  it('answers the games in the order they were given', async () => {
    const order: number[] = [];
    const games = gamesToPlay(16, 'order');
    await Promise.all(games.map((game, i) => oneThread.play(game).then(() => order.push(i))));
    expect(order).toEqual(games.map((_, i) => i));
  });

  it('rejects a game that throws, with its message, and plays the next', async () => {
    const [good] = gamesToPlay(1, 'after-failure') as [GameToPlay];
    const sameRosterTwice = {
      ...good,
      input: { home: { name: 'A', players: roster(0) }, away: { name: 'B', players: roster(0) } },
    };
    await expect(pool.play(sameRosterTwice)).rejects.toThrow(/on both teams/);
    expect(await pool.play(good)).toEqual(structuredClone(playOneGame(good)));
  });

  it('keeps the main thread free while the games play', async () => {
    const games = gamesToPlay(80, 'free');
    const inThread = await longestStall(() => Promise.all(games.map((game) => oneThread.play(game))));
    const inMainThread = await longestStall(async () => games.map(playOneGame));
    // In the main thread the games hold it from first to last; with the pool it runs timers throughout, held
    // only for a few games' messages at a time (more on a busy machine, hence the margin).
    expect(inMainThread).toBeGreaterThan(0.9);
    expect(inThread).toBeLessThan(0.35);
  });

  it('plays in the main thread with no threads, or once closed', async () => {
    const [game] = gamesToPlay(1, 'main-thread') as [GameToPlay];
    const none = new SimulationPool({ threads: 0, log });
    expect(none.threads).toBe(0);
    expect(await none.play(game)).toEqual(playOneGame(game));
    const closed = new SimulationPool({ threads: 2, log });
    await closed.close();
    expect(closed.threads).toBe(0);
    expect(await closed.play(game)).toEqual(playOneGame(game));
  });
});

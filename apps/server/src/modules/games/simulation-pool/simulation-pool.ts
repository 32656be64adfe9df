import { Piscina } from 'piscina';
import { type GameToPlay, type PlayedGame, playOneGame } from './play-one-game';

/** The worker threads' entry: it loads the TypeScript engine in each thread (see the file). */
const WORKER_ENTRY = new URL('./simulation-worker.mjs', import.meta.url).href;
const GAMES_HELD_BY_A_THREAD = 4;

export interface SimulationPoolOptions {
  /** Worker threads that play games; 0 plays them in the main thread. */
  threads: number;
  log: { error(details: object, message: string): void };
}

/**
 * The engine's worker threads (docs/decisions/064): a game plays there while the main thread answers
 * requests. The threads start with the first game played, and end when the app closes.
 */
export class SimulationPool {
  private pool: Piscina<GameToPlay, PlayedGame> | null = null;
  private closed = false;

  constructor(private readonly options: SimulationPoolOptions) {}

  /** Worker threads playing games; 0 when games play in the main thread. */
  get threads(): number {
    return this.closed ? 0 : this.options.threads;
  }

  /**
   * Plays one game and packs it for storing. The same input and seed give the same record in every thread;
   * a game that throws rejects, and the thread goes on with the next.
   */
  play(game: GameToPlay): Promise<PlayedGame> {
    // Once closed (the app shutting down) a late game still plays, here, rather than start threads anew.
    if (this.threads === 0) return new Promise((resolve) => resolve(playOneGame(game)));
    this.pool ??= this.start();
    return this.pool.run(game);
  }

  /** Ends the threads once the games they were given are played; later games play in the main thread. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }

  private start(): Piscina<GameToPlay, PlayedGame> {
    const pool = new Piscina<GameToPlay, PlayedGame>({
      filename: WORKER_ENTRY,
      name: 'playOneGame',
      // Kept between batches, never ended for idling: a thread starts by compiling the engine, about a second.
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      recordTiming: false,
      // Games resolve in the order given: a batch stores them in that order, so the next one it waits for is
      // never sent to the back of the queue (piscina's default when no thread is free).
      stricterFIFO: true,
      // A thread holds a few games, so it goes on to the next while the main thread is busy storing one.
      concurrentTasksPerWorker: GAMES_HELD_BY_A_THREAD,
    });
    // A thread that fails between games (it plays no other code) is replaced; the game it held rejects.
    pool.on('error', (error: unknown) => {
      this.options.log.error({ err: error }, 'a simulation thread failed between games');
    });
    return pool;
  }
}

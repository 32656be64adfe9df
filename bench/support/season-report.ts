import type { GameRecord } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import {
  decodeGame,
  decodeGameRecord,
  encodeGameRecord,
} from '../../apps/server/src/modules/games/game-record-codec';

export interface Phase {
  seconds: number;
  /** This process's CPU time (user and system), which a busy neighbour moves less than the wall time. */
  cpuSeconds: number;
  /**
   * Seconds the main thread's event loop was busy: what requests wait behind. Below the wall time when
   * worker threads play the games.
   */
  mainThreadSeconds: number;
}

/** Runs `work`, timing it by the wall clock and by this process's CPU time. */
export async function timed<T>(work: () => Promise<T>): Promise<Phase & { result: T }> {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const start = performance.now();
  const result = await work();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const mainThreadSeconds = performance.eventLoopUtilization(loop).active / 1000;
  return { result, seconds, cpuSeconds: (used.user + used.system) / 1e6, mainThreadSeconds };
}

/** Milliseconds a call of `run` takes, over every item, after one round to warm up. */
function msEach<T>(items: readonly T[], run: (item: T) => unknown): number {
  for (const item of items.slice(0, 50)) run(item);
  const start = performance.now();
  for (const item of items) run(item);
  return (performance.now() - start) / items.length;
}

/**
 * What a stored game takes, on average: the bytes of its play-by-play (and of the same as JSON) and of its
 * packed located shots; the time to write its play-by-play as it is stored (and as JSON.stringify would),
 * and to read it back as its game page does.
 */
export async function recordBytes(db: Kysely<Database>) {
  const rows = await db.selectFrom('game_simulations').select('record').execute();
  const shots = await db.selectFrom('team_game_shots').select('shots').execute();
  const records = rows.flatMap((r) => {
    const record = decodeGameRecord(r.record);
    return record ? [record] : [];
  });
  const games = rows.length;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    record: sum(rows.map((r) => r.record.length)) / games,
    shots: sum(shots.map((s) => s.shots.length)) / games,
    json: sum(records.map((r) => Buffer.byteLength(JSON.stringify(r)))) / records.length,
    writeMs: msEach(records, (record: GameRecord) => encodeGameRecord(record)),
    jsonMs: msEach(records, (record: GameRecord) => JSON.stringify(record)),
    readMs: msEach(rows, (row) => decodeGame(row.record)),
  };
}

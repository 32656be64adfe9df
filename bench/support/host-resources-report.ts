// bench:host's printout of the host's resources: the database's size, the servers' memory and CPU, the
// machine's load and memory, PostgreSQL's connections, and which of them ran out first.
import { PG_POOL_MAX } from '../../apps/server/src/db/database';
import { type HostReport, mb } from './host-measures';
import type { CpuUse } from './host-resources';

const NHL_SEASON_GAMES = 1312;

export function printResources(r: HostReport): void {
  const { options } = r;
  const unit = options.advanceTo === 'day' ? 'league-day' : 'league-season';
  const grown = r.bytes.afterSeasons - r.bytes.afterSetup;
  console.log(
    `\nDatabase (${options.dialect === 'sqlite' ? 'file with -wal and -shm' : 'pg_database_size'}): ` +
      `${mb(r.bytes.afterSetup)} after setup, ${mb(r.bytes.afterSeasons)} after the games: ` +
      `${mb(r.bytes.afterSeasons / options.leagues)} a ${unit} in all, ${mb(grown / options.leagues)} of it ` +
      "grown while the games played (games, news, notifications, the probe's messages)",
  );
  const perGame = grown / Math.max(1, r.advances.played);
  // A day's few games say little of a season's bytes (pages are taken in steps): seasons only.
  const season = options.advanceTo === 'regularSeasonEnd' && options.teams === null;
  if (season && options.gamesPerTeam !== 82 && r.advances.played > 0)
    console.log(
      `  an 82-game NHL season (1,312 games) at ${(perGame / 1024).toFixed(1)} KB a game would take ` +
        `${mb(r.bytes.afterSetup / options.leagues + NHL_SEASON_GAMES * perGame)} a league-season`,
    );
  r.memory.forEach((m, i) =>
    console.log(`Server ${i + 1} memory: RSS ${mb(m.rss)} after the games, peak ${mb(m.peak)}`),
  );
  const cores = (use: CpuUse) =>
    [
      ...use.serverPercent.map((p, i) => `server ${i + 1} ${p.toFixed(0)}%`),
      ...(use.databasePercent === null ? [] : [`PostgreSQL ${use.databasePercent.toFixed(0)}%`]),
      `bench ${use.benchPercent.toFixed(0)}%`,
    ].join(', ');
  console.log(
    `CPU (100% = one core): idle ${cores(r.cpu.idle)}, machine ${r.cpu.idle.machinePercent.toFixed(0)}% busy; ` +
      `simulating ${cores(r.cpu.simulating)}, machine ${r.cpu.simulating.machinePercent.toFixed(0)}% busy`,
  );
  const c = r.connections;
  console.log(
    `Load average peak ${r.peaks.load1.toFixed(1)} on ${r.peaks.cores} cores; lowest available memory ` +
      `${mb(r.peaks.lowestAvailable)} of ${mb(r.peaks.memoryTotal)}`,
  );
  if (c) {
    const pool = poolUse(r);
    console.log(
      `PostgreSQL connections: at most ${r.peaks.connections} of ${c.max} in all (other databases included); ` +
        `the servers' pools (${PG_POOL_MAX} each) were all busy in ${pool.fullPercent.toFixed(0)}% of the ` +
        `seconds the games played, ${pool.meanBusy.toFixed(1)} busy on average`,
    );
  }
  console.log(`First to run out, as far as the bench can tell: ${firstToRunOut(r)}`);
}

/** How much of the servers' pg pools the games kept busy: every connection, and on average. */
function poolUse(r: HostReport): { fullPercent: number; meanBusy: number } {
  const { busy } = r.peaks;
  if (busy.length === 0) return { fullPercent: 0, meanBusy: 0 };
  const capacity = PG_POOL_MAX * r.options.servers;
  return {
    fullPercent: (100 * busy.filter((n) => n >= capacity).length) / busy.length,
    meanBusy: busy.reduce((sum, n) => sum + n, 0) / busy.length,
  };
}

/** CPU, memory or connections: whichever came nearest its limit while the leagues simulated. */
/** Whether reads waited mostly for the server processes (a 404 as slow) or for the database behind them. */
function whereReadsWaited(r: HostReport): string {
  const reads = r.reads[r.simulating.phase];
  const loop = r.loop[r.simulating.phase];
  if (!reads || !loop) return '';
  const database =
    r.cpu.simulating.databasePercent === null
      ? 'the database'
      : `PostgreSQL (its processes had ${r.cpu.simulating.databasePercent.toFixed(0)}% of a core)`;
  return loop.p50 * 3 < reads.p50
    ? `; reads waited for ${database}: a 404 took ${loop.p50.toFixed(0)} ms at the median, a read ${reads.p50.toFixed(0)} ms`
    : `; reads waited for the server processes (${r.cpu.simulating.serverPercent.map((p) => `${p.toFixed(0)}%`).join(', ')} of a core): a 404 took ${loop.p50.toFixed(0)} ms at the median, a read ${reads.p50.toFixed(0)} ms`;
}

/** CPU, memory or connections: whichever came nearest its limit while the leagues simulated. */
function firstToRunOut(r: HostReport): string {
  const busiest = Math.max(...r.cpu.simulating.serverPercent);
  const c = r.connections;
  if (c && r.peaks.connections >= 0.9 * c.max)
    return `connections: PostgreSQL's (${r.peaks.connections} of ${c.max})`;
  const pool = poolUse(r);
  if (c && pool.fullPercent >= 50)
    return (
      `connections: every connection of the servers' pools (${PG_POOL_MAX} a process) was busy ` +
      `${pool.fullPercent.toFixed(0)}% of the time, so requests waited for one`
    );
  if (r.peaks.lowestAvailable < 0.1 * r.peaks.memoryTotal) return 'memory (under 10% available)';
  const machine = r.cpu.simulating.machinePercent;
  if (machine >= 90)
    return (
      `CPU: the machine's cores were ${machine.toFixed(0)}% busy (load ${r.peaks.load1.toFixed(1)} on ` +
      `${r.peaks.cores}), other work included${whereReadsWaited(r)}`
    );
  if (busiest >= 90)
    return `CPU: a server process used ${busiest.toFixed(0)}% of its one core (one event loop)${whereReadsWaited(r)}`;
  return `nothing clearly: no core, memory or connection limit was near${whereReadsWaited(r)}`;
}

// What bench:host can see of the machine from Linux's /proc: the server processes' memory and CPU time, the
// whole machine's CPU and load, its free memory. Read on their own, no tool installed.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

// Linux counts CPU time in clock ticks of 1/100 s (USER_HZ) in /proc/stat and /proc/<pid>/stat.
const TICKS_PER_SECOND = 100;

export interface Memory {
  /** Resident set now and at its highest (VmRSS, VmHWM), in bytes; 0 once the process is gone. */
  rss: number;
  peak: number;
}

export function processMemory(pid: number): Memory {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return { rss: 0, peak: 0 };
  const status = readFileSync(file, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** The machine's memory still available to new work (MemAvailable) and its total, in bytes. */
export function machineMemory(): { available: number; total: number } {
  const info = readFileSync('/proc/meminfo', 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(info)?.[1] ?? 0) * 1024;
  return { available: kib('MemAvailable'), total: kib('MemTotal') };
}

export interface CpuMark {
  at: number;
  /** Busy and all ticks of every core together. */
  machineBusy: number;
  machineAll: number;
  /** User plus system ticks of each process asked for. */
  ticks: Map<number, number>;
}

function processTicks(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return 0;
  // The command may hold spaces: the fields after its closing parenthesis are fixed (utime 14th, stime 15th).
  const text = readFileSync(file, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

export function cpuMark(pids: number[]): CpuMark {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const all = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return {
    at: performance.now(),
    machineBusy: all - idle,
    machineAll: all,
    ticks: new Map(pids.map((pid) => [pid, processTicks(pid)])),
  };
}

/** Share of all the machine's cores that were busy between the marks, anyone's work: 0–100. */
export function machinePercent(from: CpuMark, to: CpuMark): number {
  const all = to.machineAll - from.machineAll;
  return all > 0 ? (100 * (to.machineBusy - from.machineBusy)) / all : 0;
}

/**
 * CPU time of these processes together between the marks, against the wall time: 100 is one whole core.
 * A process that started in between counts whole; one that ended in between is missed.
 */
export function processPercent(from: CpuMark, to: CpuMark, pids: number[]): number {
  const seconds = (to.at - from.at) / 1000;
  if (seconds <= 0) return 0;
  const ticks = pids.reduce((sum, pid) => sum + (to.ticks.get(pid) ?? 0) - (from.ticks.get(pid) ?? 0), 0);
  return (100 * ticks) / TICKS_PER_SECOND / seconds;
}

export interface CpuUse {
  /** Share of all the machine's cores that were busy, anyone's work: 0–100. */
  machinePercent: number;
  /** Each server process's CPU time against the wall time: 100 is one whole core. */
  serverPercent: number[];
  /** The PostgreSQL processes serving this database together; null on SQLite. */
  databasePercent: number | null;
  /** The bench's own process: its clients, streams and bookkeeping. */
  benchPercent: number;
}

/** The CPU a phase used: `begin` when it starts, `end` when it ends. */
export class CpuWatch {
  private from: CpuMark | null = null;
  private backends: number[] = [];
  private bench = process.cpuUsage();

  constructor(
    private readonly serverPids: number[],
    /** PostgreSQL's processes for this database, or none. */
    private readonly backendPids: () => Promise<number[]>,
  ) {}

  async begin(): Promise<void> {
    this.backends = await this.backendPids();
    this.bench = process.cpuUsage();
    this.from = cpuMark([...this.serverPids, ...this.backends]);
  }

  async end(): Promise<CpuUse> {
    const backends = [...new Set([...this.backends, ...(await this.backendPids())])];
    const to = cpuMark([...this.serverPids, ...backends]);
    const bench = process.cpuUsage(this.bench);
    const from = this.from ?? to;
    const ms = to.at - from.at;
    return {
      machinePercent: machinePercent(from, to),
      serverPercent: this.serverPids.map((pid) => processPercent(from, to, [pid])),
      databasePercent: backends.length > 0 ? processPercent(from, to, backends) : null,
      benchPercent: ms > 0 ? (100 * (bench.user + bench.system)) / 1000 / ms : 0,
    };
  }
}

export const machineLoad = () => ({ load1: loadavg()[0] ?? 0, cores: cpus().length });

/**
 * Readings taken every second while a phase runs: the highest load, the lowest available memory, and on
 * PostgreSQL the connections in all and how many of the servers' were busy.
 */
export class ResourcePeaks {
  private timer: ReturnType<typeof setInterval> | null = null;
  load1 = 0;
  lowestAvailable = Number.POSITIVE_INFINITY;
  connections = 0;
  /** Busy connections of the servers to the database, one reading a second. */
  readonly busy: number[] = [];

  constructor(private readonly readConnections: () => Promise<{ busy: number; total: number } | null>) {}

  start(): void {
    const read = () => {
      this.load1 = Math.max(this.load1, machineLoad().load1);
      this.lowestAvailable = Math.min(this.lowestAvailable, machineMemory().available);
      void this.readConnections().then(
        (reading) => {
          if (reading === null) return;
          this.connections = Math.max(this.connections, reading.total);
          this.busy.push(reading.busy);
        },
        () => undefined,
      );
    };
    read();
    this.timer = setInterval(read, 1000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

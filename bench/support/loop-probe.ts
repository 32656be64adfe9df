// bench:host's measure of the servers' own responsiveness: ten times a second, a request for a route that
// does not exist. Its 404 touches no database and runs no handler, so its time is the wait for the
// process's event loop (and the machine's cores): a slow read beside a quick 404 waited for the database.
import type { HostClient } from './host-client';
import { percentile } from './http-load';

export interface LoopSummary {
  probes: number;
  p50: number;
  p99: number;
  max: number;
}

const PROBE_EVERY_MS = 100;
const PROBE_PATH = '/api/bench-host-probe';

export class LoopProbe {
  private phase = 'warm-up';
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly pending = new Set<Promise<void>>();
  private readonly times = new Map<string, number[]>();

  constructor(private readonly client: HostClient) {}

  start(): void {
    this.timer = setInterval(() => {
      const phase = this.phase;
      const probe = this.client.request(PROBE_PATH).then((answer) => {
        if (this.phase !== phase) return;
        const times = this.times.get(phase) ?? [];
        this.times.set(phase, times);
        times.push(answer.ms);
      });
      this.pending.add(probe);
      void probe.finally(() => this.pending.delete(probe));
    }, PROBE_EVERY_MS);
  }

  enter(phase: string): void {
    this.phase = phase;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.pending);
  }

  summary(phase: string): LoopSummary {
    const sorted = [...(this.times.get(phase) ?? [])].sort((a, b) => a - b);
    return {
      probes: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  }
}

// bench:host's readers: each signed-in GM opens his league's pages one after another, as its screens ask
// for them (dashboard, league home, standings, stats, his team, his games, the news, the Season panel),
// pausing between two as a person reads. Each read is counted in the phase it started and ended in.
import { type HostClient } from './host-client';
import type { HostReader } from './host-setup';
import { percentile } from './http-load';

export interface ReadSummary {
  reads: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** p50 and p99 of each kind of read. */
  byCall: { call: string; reads: number; p50: number; p99: number }[];
}

const BROWSER_ENCODINGS = 'gzip, deflate, br';

function pagesOf(reader: HostReader): [string, string][] {
  const league = `/api/league/${reader.leagueId}`;
  return [
    ['league/user', '/api/league/user'],
    ['league', league],
    ['standings', `${league}/standings`],
    ['stats', `${league}/stats`],
    ['team-stats', `${league}/team-stats`],
    ['team', `/api/team/league/${reader.leagueId}/team/${reader.teamId}`],
    ['user-games', `/api/simulation/league/${reader.leagueId}/user-games`],
    ['feed', `${league}/feed`],
    ['advances/latest', `${league}/advances/latest`],
  ];
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export class ReadLoad {
  private phase = 'warm-up';
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly latencies = new Map<string, Map<string, number[]>>();
  private readonly errors = new Map<string, number>();
  private readonly spans = new Map<string, { from: number; to: number }>();

  constructor(
    private readonly client: HostClient,
    private readonly readers: HostReader[],
    private readonly thinkMs: number,
  ) {}

  start(): void {
    this.running = true;
    this.enter(this.phase);
    this.loops = this.readers.map((reader) => this.read(reader));
  }

  /** Reads started from now on count in `phase`; one that started in the last phase counts nowhere. */
  enter(phase: string): void {
    const now = performance.now();
    const last = this.spans.get(this.phase);
    if (last) last.to = now;
    this.phase = phase;
    this.spans.set(phase, { from: now, to: now });
  }

  async stop(): Promise<void> {
    this.enter('stopped');
    this.running = false;
    await Promise.all(this.loops);
  }

  summary(phase: string): ReadSummary {
    const byCall = this.latencies.get(phase) ?? new Map<string, number[]>();
    const all = [...byCall.values()].flat().sort((a, b) => a - b);
    const span = this.spans.get(phase);
    return {
      reads: all.length,
      errors: this.errors.get(phase) ?? 0,
      seconds: span ? (span.to - span.from) / 1000 : 0,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all.at(-1) ?? Number.NaN,
      byCall: [...byCall.entries()].map(([call, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { call, reads: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
      }),
    };
  }

  private async read(reader: HostReader): Promise<void> {
    const pages = pagesOf(reader);
    let next = Math.floor(Math.random() * pages.length);
    // Readers arrive spread over a pause, not all in the same millisecond.
    await pause(Math.random() * this.thinkMs);
    while (this.running) {
      const [call, path] = pages[next % pages.length] ?? ['league/user', '/api/league/user'];
      next += 1;
      const phase = this.phase;
      const answer = await this.client.request(path, {
        cookie: reader.cookie,
        acceptEncoding: BROWSER_ENCODINGS,
      });
      if (this.phase === phase) this.record(phase, call, answer.ms, answer.status === 200);
      if (this.thinkMs > 0) await pause(this.thinkMs * (0.5 + Math.random()));
    }
  }

  private record(phase: string, call: string, ms: number, ok: boolean): void {
    if (!ok) {
      this.errors.set(phase, (this.errors.get(phase) ?? 0) + 1);
      return;
    }
    const byCall = this.latencies.get(phase) ?? new Map<string, number[]>();
    this.latencies.set(phase, byCall);
    const values = byCall.get(call) ?? [];
    byCall.set(call, values);
    values.push(ms);
  }
}

// bench:host's watch on its own event loop: a read's time is measured here, from sending it to its last byte,
// so a client busy with its 300 streams would add its own wait to every read it times. The delay of this
// process's event loop in each phase says how much of a read's time was the bench's, not the server's.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface ClientLoopSummary {
  p50: number;
  p99: number;
  max: number;
}

const RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;
/** A sample is the time between two of the histogram's timers: what passed beyond its resolution was late. */
const lateness = (ns: number) => Math.max(0, ns / NS_PER_MS - RESOLUTION_MS);

export class ClientLoop {
  private phase = 'warm-up';
  private histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly summaries = new Map<string, ClientLoopSummary>();

  start(): void {
    this.histogram.enable();
  }

  /** Ends the phase before with its summary and starts counting `phase`. */
  enter(phase: string): void {
    this.histogram.disable();
    this.summaries.set(this.phase, {
      p50: lateness(this.histogram.percentile(50)),
      p99: lateness(this.histogram.percentile(99)),
      max: lateness(this.histogram.max),
    });
    this.phase = phase;
    this.histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    this.histogram.enable();
  }

  stop(): void {
    this.enter('stopped');
    this.histogram.disable();
  }

  summary(phase: string): ClientLoopSummary | undefined {
    return this.summaries.get(phase);
  }
}

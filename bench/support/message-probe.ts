// bench:host's measure of live delivery: now and then one reader sends another, whose stream is open, a
// private message through the API; the time from sending the request to the message's arrival on the
// receiver's stream is counted in the phase it was sent in (on two processes it crosses PostgreSQL's
// NOTIFY when the receiver's stream is on the other one).
import type { EventStreams } from './event-streams';
import type { HostClient } from './host-client';
import type { SignedIn } from './host-setup';
import { percentile } from './http-load';

export interface DeliverySummary {
  sent: number;
  /** Messages refused, or not on the receiver's stream 10 s after the send was answered. */
  lost: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 of the send request's own answer, which the delivery includes. */
  sendP99: number;
}

// A send may wait long for the database; the message is lost only if it has not come this long after.
const ARRIVAL_TIMEOUT_MS = 10_000;

export class MessageProbe {
  private phase = 'warm-up';
  private timer: ReturnType<typeof setInterval> | null = null;
  private sequence = 0;
  private readonly pending = new Set<Promise<void>>();
  private readonly delays = new Map<string, number[]>();
  private readonly sends = new Map<string, number[]>();
  private readonly lost = new Map<string, number>();

  constructor(
    private readonly client: HostClient,
    private readonly streams: EventStreams,
    private readonly senders: SignedIn[],
    /** People with an open stream. */
    private readonly receivers: SignedIn[],
  ) {}

  start(intervalMs: number): void {
    if (this.receivers.length === 0) return;
    this.timer = setInterval(() => {
      const sample = this.sample(this.phase);
      this.pending.add(sample);
      void sample.finally(() => this.pending.delete(sample));
    }, intervalMs);
  }

  enter(phase: string): void {
    this.phase = phase;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.pending);
  }

  summary(phase: string): DeliverySummary {
    const sorted = [...(this.delays.get(phase) ?? [])].sort((a, b) => a - b);
    const sends = [...(this.sends.get(phase) ?? [])].sort((a, b) => a - b);
    const lost = this.lost.get(phase) ?? 0;
    return {
      sent: sorted.length + lost,
      lost,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      sendP99: percentile(sends, 99),
    };
  }

  private async sample(phase: string): Promise<void> {
    const receiver = this.receivers[Math.floor(Math.random() * this.receivers.length)];
    const others = this.senders.filter((person) => person.id !== receiver?.id);
    const sender = others[Math.floor(Math.random() * others.length)];
    if (!receiver || !sender) return;
    this.sequence += 1;
    const content = `Host bench check ${this.sequence}`;
    const watch = this.streams.watch(content);
    const sent = performance.now();
    const answer = await this.client.request('/api/message/send', {
      method: 'POST',
      cookie: sender.cookie,
      body: { receiverId: receiver.id, content },
    });
    const sends = this.sends.get(phase) ?? [];
    this.sends.set(phase, sends);
    sends.push(answer.ms);
    watch.expire(answer.status === 201 ? ARRIVAL_TIMEOUT_MS : 0);
    const at = await watch.arrived;
    if (at === null) {
      this.lost.set(phase, (this.lost.get(phase) ?? 0) + 1);
      return;
    }
    const delays = this.delays.get(phase) ?? [];
    this.delays.set(phase, delays);
    delays.push(at - sent);
  }
}

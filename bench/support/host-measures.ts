// What bench:host measured, as its printout takes it, and how the printout writes numbers.
import type { StreamCounts } from './event-streams';
import type { AdvancesDone } from './host-advances';
import type { PgConnections } from './host-database';
import type { HostOptions } from './host-options';
import type { CpuUse, Memory } from './host-resources';
import type { ClientLoopSummary } from './client-loop';
import type { LoopSummary } from './loop-probe';
import type { DeliverySummary } from './message-probe';
import type { ReadSummary } from './read-load';

export interface HostReport {
  options: HostOptions;
  setup: { seconds: number; steps: [string, number][]; games: number };
  advances: AdvancesDone;
  /** The phase reads were measured in while the leagues simulate, named for the printout. */
  simulating: { phase: string; label: string };
  reads: Record<string, ReadSummary>;
  delivery: Record<string, DeliverySummary>;
  /** A 404 ten times a second: the servers' event loops' own wait, no database in it. */
  loop: Record<string, LoopSummary>;
  /** The bench client's own event loop: how late its timers ran, a part of every read's time it measures. */
  clientLoop: Record<string, ClientLoopSummary | undefined>;
  streams: StreamCounts;
  memory: Memory[];
  bytes: { afterSetup: number; afterSeasons: number };
  cpu: { idle: CpuUse; simulating: CpuUse };
  /**
   * Highest load, lowest available memory and most PostgreSQL connections seen while the games played, and
   * the servers' busy connections each second.
   */
  peaks: {
    load1: number;
    cores: number;
    lowestAvailable: number;
    memoryTotal: number;
    connections: number;
    busy: number[];
  };
  connections: PgConnections | null;
}

/** Milliseconds in a column of 8. */
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–').padStart(8);
/** Megabytes, with decimals when few: a league-day takes a fraction of one. */
export const mb = (bytes: number) => {
  const value = bytes / 1024 / 1024;
  return `${value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0)} MB`;
};
export const int = (value: number) => Math.round(value).toLocaleString('en-US');

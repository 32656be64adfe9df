// bench:host's measured part, once the leagues exist: streams opened, readers reading and messages sent
// throughout; a warm-up, then an idle phase (no advance running), then every league advances and the bench
// follows the jobs to their ends. A season run measures the "simulating" phase until the first league's
// season ends (every league simulating); a day run until the last day is played.
import { EventStreams } from './event-streams';
import { type AdvancesDone, followAdvances, startAdvances } from './host-advances';
import type { HostClient } from './host-client';
import { databaseBytes, type HostDatabase, pgBackendPids, pgConnections } from './host-database';
import type { HostOptions } from './host-options';
import type { HostReport } from './host-measures';
import {
  CpuWatch,
  type CpuUse,
  machineLoad,
  machineMemory,
  processMemory,
  ResourcePeaks,
} from './host-resources';
import type { HostLeague, HostReader, SignedIn } from './host-setup';
import { ClientLoop } from './client-loop';
import { LoopProbe } from './loop-probe';
import { MessageProbe } from './message-probe';
import { ReadLoad } from './read-load';

export interface HostRunInput {
  options: HostOptions;
  client: HostClient;
  database: HostDatabase;
  serverPids: number[];
  leagues: HostLeague[];
  commissioners: SignedIn[];
  readers: HostReader[];
}

export type HostMeasures = Omit<HostReport, 'options' | 'setup' | 'bytes'> & { bytesAfterGames: number };

const WARM_UP_MS = 3000;
// Ten private messages a second, spread over the readers (each may send 30 a minute).
const MESSAGE_EVERY_MS = 100;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function runHost(input: HostRunInput): Promise<HostMeasures> {
  const { options, client, database } = input;
  const members = [...input.readers, ...input.commissioners];
  const streams = new EventStreams();
  const reads = new ReadLoad(client, input.readers, options.thinkMs);
  const probe = new MessageProbe(client, streams, input.readers, members.slice(0, options.streams));
  const loop = new LoopProbe(client);
  const ownLoop = new ClientLoop();
  const peaks = new ResourcePeaks(() => pgConnections(database));
  const cpu = new CpuWatch(input.serverPids, () => pgBackendPids(database));
  const enter = (phase: string) => {
    reads.enter(phase);
    probe.enter(phase);
    loop.enter(phase);
    ownLoop.enter(phase);
  };
  let phases: { idle: CpuUse; simulating: CpuUse; advances: AdvancesDone };
  try {
    await streams.open(client.baseUrls, members, options.streams);
    reads.start();
    probe.start(MESSAGE_EVERY_MS);
    loop.start();
    ownLoop.start();
    console.log(`Reading: ${WARM_UP_MS / 1000} s warm-up, then ${options.idleSeconds} s idle…`);
    await pause(WARM_UP_MS);
    await cpu.begin();
    enter('idle');
    await pause(options.idleSeconds * 1000);
    const idle = await cpu.end();

    const season = options.advanceTo === 'regularSeasonEnd';
    console.log(`Advancing ${input.leagues.length} leagues (${season ? 'their seasons' : 'a day each'})…`);
    peaks.start();
    await cpu.begin();
    enter('simulating');
    let simulating: Promise<CpuUse> | null = null;
    const endSimulating = () => {
      simulating ??= cpu.end();
      enter('ending');
    };
    const jobs = await startAdvances(client, input.leagues, options.advanceTo);
    const advances = await followAdvances(database, jobs, () => (season ? endSimulating() : undefined));
    endSimulating();
    phases = { idle, simulating: await (simulating ?? cpu.end()), advances };
  } finally {
    peaks.stop();
    await reads.stop();
    await probe.stop();
    await loop.stop();
    ownLoop.stop();
    streams.close();
  }
  const season = options.advanceTo === 'regularSeasonEnd';
  return {
    advances: phases.advances,
    simulating: {
      phase: 'simulating',
      label: season ? `all ${input.leagues.length} leagues simulating` : 'advances running',
    },
    reads: { idle: reads.summary('idle'), simulating: reads.summary('simulating') },
    delivery: { idle: probe.summary('idle'), simulating: probe.summary('simulating') },
    loop: { idle: loop.summary('idle'), simulating: loop.summary('simulating') },
    clientLoop: { idle: ownLoop.summary('idle'), simulating: ownLoop.summary('simulating') },
    streams: streams.counts(),
    memory: input.serverPids.map(processMemory),
    cpu: { idle: phases.idle, simulating: phases.simulating },
    peaks: {
      load1: peaks.load1,
      cores: machineLoad().cores,
      lowestAvailable: peaks.lowestAvailable,
      memoryTotal: machineMemory().total,
      connections: peaks.connections,
      busy: peaks.busy,
    },
    connections: await pgConnections(database),
    bytesAfterGames: await databaseBytes(database),
  };
}

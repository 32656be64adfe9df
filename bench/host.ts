// npm run bench:host [-- --quick] [-- --pg] [-- --leagues N --clients N --streams N --games-per-team N
// --teams N --think-ms N --idle-seconds N --servers N --day]: a host running many leagues at once (issue 28).
// Real server processes on a scratch database (SQLite; PostgreSQL with --pg or RINKSIDE_TEST_PG, two
// processes sharing it, the bench's client sending to each in turn); leagues made through the API; signed-in
// GMs reading their leagues, first with nothing running, then while every league's advance simulates its
// season (or, with --day or hundreds of leagues, one day); event streams open throughout.
// Prints games stored a second, read latency idle and simulating beside the targets, live event delivery,
// server memory, database size a league-season, and what ran out first. It never fails on a number.
import { randomBytes } from 'node:crypto';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { HostClient } from './support/host-client';
import { databaseBytes, hostDatabase } from './support/host-database';
import { describeOptions, hostOptions } from './support/host-options';
import { printHostReport } from './support/host-report';
import { machineLoad } from './support/host-resources';
import { runHost } from './support/host-run';
import { assignReaders, createLeagues, signIn } from './support/host-setup';

const options = hostOptions();
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  while (cleanups.length > 0) await Promise.resolve(cleanups.pop()?.()).catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}
const range = (n: number, name: string) => Array.from({ length: n }, (_, i) => `${name}_${i + 1}`);

async function main() {
  const { load1, cores } = machineLoad();
  console.log(`bench:host: ${describeOptions(options)}`);
  console.log(
    `Machine: ${cores} cores, load average ${load1.toFixed(1)} at the start (shared with other work).`,
  );
  const steps: [string, number][] = [];
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    const result = await work();
    const seconds = (performance.now() - from) / 1000;
    steps.push([step, seconds]);
    console.log(`  ${step}: ${seconds.toFixed(1)} s`);
    return result;
  };
  const setupFrom = performance.now();

  const { database, people } = await timed('database and accounts', () =>
    hostDatabase(options, [...range(options.leagues, 'commish'), ...range(options.clients, 'gm')]),
  );
  cleanups.push(database.drop);
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Every sign-in comes from 127.0.0.1; sessions outlive the run without a refresh.
    LOGIN_RATE_LIMIT: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '14400',
    SCHEDULER_INTERVAL_SECONDS: '15',
  };
  const servers: BenchServer[] = await timed('server processes', () =>
    Promise.all(
      Array.from({ length: options.servers }, (_, i) =>
        startBenchServer({ databaseUrl: database.url, logLevel: 'warn', env, echo: `[server ${i + 1}] ` }),
      ),
    ),
  );
  cleanups.push(...servers.map((server) => server.stop));
  const client = new HostClient(
    servers.map((server) => server.baseUrl),
    options.clients + 32,
  );
  cleanups.push(() => client.close());

  const signedIn = await timed('sign-ins', () => signIn(client, people));
  const commissioners = signedIn.slice(0, options.leagues);
  const leagues = await timed('leagues and schedules', () => createLeagues(client, commissioners, options));
  const readers = await timed('GMs assigned', () =>
    assignReaders(client, leagues, signedIn.slice(options.leagues)),
  );
  const setupSeconds = (performance.now() - setupFrom) / 1000;
  const afterSetup = await databaseBytes(database);

  const measured = await runHost({
    options,
    client,
    database,
    serverPids: servers.map((server) => server.pid),
    leagues,
    commissioners,
    readers,
  });
  printHostReport({
    ...measured,
    options,
    setup: { seconds: setupSeconds, steps, games: leagues.reduce((sum, league) => sum + league.games, 0) },
    bytes: { afterSetup, afterSeasons: measured.bytesAfterGames },
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

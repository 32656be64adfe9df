import pino from 'pino';
import { buildApp } from './app';
import { createAppMemory } from './app-memory';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { setHeapGrowth } from './lib/heap-growth';
import { createEventBus } from './events/create-event-bus';
import { startBackgroundJobs } from './jobs/background-jobs';
import { createMailer } from './mail/mailer';
import { batchThreadOf } from './modules/games/batch-thread/batch-thread';
import { pageThreadOf } from './modules/stats/page-thread/page-thread';
import { SimulationPool } from './modules/games/simulation-pool/simulation-pool';

async function main() {
  setHeapGrowth();
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = openDatabase(config.DATABASE_URL, config.databaseKind, {
    statementTimeoutSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
  });
  await migrateToLatest(database);
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, logger);
  const events = await createEventBus(config, database, logger);
  const ctx = {
    config,
    database,
    mailer,
    events,
    now: () => new Date(),
    memory: createAppMemory(),
    simulation: new SimulationPool({ threads: config.SIMULATION_THREADS, log: logger }),
    batches: batchThreadOf(config, database, logger),
    pages: pageThreadOf(config, database, logger),
  };
  const app = await buildApp(ctx, { logger });

  let jobs: ReturnType<typeof startBackgroundJobs> | null = null;
  const close = async () => {
    await jobs?.stop();
    await app.close();
    await events.close();
    mailer.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.PORT, host: config.HOST });
  // The page and batch threads compile as they start: before the first page or batch, not after.
  ctx.pages?.start();
  ctx.batches?.start();
  jobs = startBackgroundJobs(ctx, logger);
  logger.info(`Rinkside is running at ${config.PUBLIC_URL} (database: ${config.databaseKind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Rinkside failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

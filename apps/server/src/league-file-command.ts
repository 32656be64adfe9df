import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { HttpError } from './http/errors';
import {
  findLeagueName,
  findUserId,
  importRinksideLeague,
  leagueFileName,
  leagueFileStream,
  listLeagueIds,
  readLeagueFileBytes,
  recogniseLeagueFile,
  userExists,
} from './modules/league-files/api';

// The operator's backup and restore of league files (docs/league-file.md), configured as the server is
// (DATABASE_URL and the rest, apps/server/src/config.ts):
//   npm run league:export -- --league 12 --out backups/league-12.rinkside.json.gz
//   npm run league:export -- --all --out backups/
//   npm run league:import -- backups/league-12.rinkside.json.gz [--commissioner USERNAME]

const USAGE = `Usage:
  npm run league:export -- --league ID --out FILE
  npm run league:export -- --all --out DIR
  npm run league:import -- FILE [--commissioner USERNAME_OR_EMAIL]`;

const MB = 1_000_000;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      league: { type: 'string' },
      all: { type: 'boolean' },
      out: { type: 'string' },
      commissioner: { type: 'string' },
    },
  });
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL, config.databaseKind);
  try {
    await migrateToLatest(database);
    const { db } = database;
    const now = () => new Date();

    if (command === 'export') {
      const out = values.out;
      const ids = values.all ? await listLeagueIds(db) : values.league ? [Number(values.league)] : [];
      if (!out || ids.length === 0 || ids.some((id) => !Number.isInteger(id))) {
        process.stderr.write(`${values.all ? 'No leagues to export.' : USAGE}\n`);
        return values.all ? 0 : 2;
      }
      if (values.all) mkdirSync(out, { recursive: true });
      for (const leagueId of ids) {
        const leagueName = await findLeagueName(db, leagueId);
        if (leagueName === null) {
          process.stderr.write(`League ${leagueId} is not on this host.\n`);
          return 1;
        }
        const exportedAt = now().toISOString();
        // Two leagues may share a name: a backup of every league names each file by its id too.
        const path = values.all
          ? join(out, `${leagueId}-${leagueFileName(leagueName, exportedAt.slice(0, 10))}`)
          : out;
        const started = Date.now();
        await pipeline(leagueFileStream(db, { leagueId, leagueName, exportedAt }), createWriteStream(path));
        process.stdout.write(`League ${leagueId} (${leagueName}) → ${path} in ${Date.now() - started} ms\n`);
      }
      return 0;
    }

    if (command === 'import') {
      const file = positionals[0];
      if (!file) {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      const bytes = await readLeagueFileBytes(createReadStream(file), config.LEAGUE_IMPORT_MAX_MB * MB);
      const recognised = recogniseLeagueFile(bytes);
      if (recognised.format !== 'rinkside') {
        process.stderr.write(
          'This command imports Rinkside league files; import a ZenGM file from the web app.\n',
        );
        return 1;
      }
      const userId = await commissionerOf(db, recognised.document, values.commissioner);
      if (userId === null) {
        process.stderr.write(
          'Name the new league’s commissioner with --commissioner USERNAME (the file’s is not a user of this host).\n',
        );
        return 1;
      }
      const { id, warnings } = await importRinksideLeague(
        { config, database, now },
        { document: recognised.document, userId },
      );
      process.stdout.write(`Imported ${file} as league ${id}.\n`);
      for (const warning of warnings) process.stdout.write(`  ${warning.message}\n`);
      return 0;
    }

    process.stderr.write(`${USAGE}\n`);
    return 2;
  } finally {
    await database.db.destroy();
  }
}

/** The user named on the command line, else the file's own commissioner when he is a user here (a restore). */
async function commissionerOf(
  db: Parameters<typeof findUserId>[0],
  document: unknown,
  named: string | undefined,
): Promise<number | null> {
  if (named) return findUserId(db, named);
  const leagues = (document as { tables?: { leagues?: { columns: string[]; rows: unknown[][] } } }).tables
    ?.leagues;
  const id = leagues?.rows[0]?.[leagues.columns.indexOf('commissioner_id')];
  return typeof id === 'number' && (await userExists(db, id)) ? id : null;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof HttpError)
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);

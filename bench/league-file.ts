// npm run bench:league-file [-- --seasons N]: an NHL-size league lived season by season (82 games, the
// playoffs, the offseason and the rollover, as bench:decade lives it), exported as a Rinkside league file
// and imported again after 1, 5 and 20 seasons (docs/decisions/086): the export's time and size, the
// import's time (unpacking and parsing included), and the heap the streamed export held at most. `--seasons N` stops
// after N seasons (a 20-season league takes long to live on a small machine): each checkpoint up to N is
// printed, and N itself.
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import { leagueFileStream } from '../apps/server/src/modules/league-files/rinkside-export';
import { importRinksideLeague } from '../apps/server/src/modules/league-files/rinkside-import';
import { createTestApp } from '../apps/server/test/support/test-app';
import { numberArg } from './support/args';
import { livedLeague } from './support/lived-league';
import { playYear } from './support/played-year';
import { rollOver } from './support/season-phases';

const SEASONS = Math.max(1, Math.floor(numberArg('seasons', 20)));
const CHECKPOINTS = [...new Set([1, 5, 20].filter((n) => n < SEASONS).concat(SEASONS))];

const t = await createTestApp('sqlite');
const { leagueId, userId } = await livedLeague(t, 'League file', { schedule: true });
const { db } = t.ctx.database;
const dir = mkdtempSync(join(tmpdir(), 'rinkside-league-file-'));

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function measure(seasons: number) {
  const rows = async (table: 'games' | 'players') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('league_id', '=', leagueId)
        .executeTakeFirstOrThrow()
    ).n;
  // The file goes to disk as it is written, as the backup command writes it: the heap held during the
  // export is what streaming costs, whatever the league's size.
  const path = join(dir, `league-${seasons}.rinkside.json.gz`);
  // With --expose-gc (npm run bench:league-file), the heap is read after a collection each time: what
  // the export holds, not garbage not yet collected.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const exportStarted = performance.now();
  const watch = setInterval(() => {
    collect();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 500);
  await pipeline(
    leagueFileStream(db, {
      leagueId,
      leagueName: 'League file bench',
      exportedAt: t.ctx.now().toISOString(),
    }),
    createWriteStream(path),
  );
  clearInterval(watch);
  const exportMs = performance.now() - exportStarted;
  const file = readFileSync(path);
  const exported = [
    `${String(seasons).padStart(2)} season${seasons === 1 ? ' ' : 's'}`,
    `${String(await rows('games')).padStart(6)} games`,
    `${String(await rows('players')).padStart(5)} players`,
    `export ${seconds(exportMs).padStart(5)} s`,
    `file ${mb(file.length).padStart(6)} MB gzip`,
    `heap held by the export ≤ ${mb(heapPeak - heapBefore)} MB`,
  ].join(' · ');
  const importStarted = performance.now();
  try {
    const text = gunzipSync(file);
    const document: unknown = JSON.parse(text.toString('utf8'));
    const imported = await importRinksideLeague(t.ctx, { document, userId });
    const importMs = performance.now() - importStarted;
    console.log(
      `${exported} · ${mb(text.length)} MB JSON · import ${seconds(importMs).padStart(5)} s (league ${imported.id})`,
    );
  } catch (error) {
    // A file past what one JavaScript string holds (~512 MB of JSON) cannot be parsed whole.
    console.log(`${exported} · import failed: ${(error as Error).message}`);
  }
  rmSync(path);
}

console.log(`League file: an NHL-size league, measured after ${CHECKPOINTS.join(', ')} seasons`);
for (let season = 1; season <= SEASONS; season += 1) {
  const started = performance.now();
  await playYear(t, { leagueId, userId });
  process.stderr.write(`season ${season} lived in ${seconds(performance.now() - started)} s\n`);
  if (CHECKPOINTS.includes(season)) await measure(season);
  if (season < SEASONS) await rollOver(t, { leagueId, userId });
}
await t.close();
rmSync(dir, { recursive: true, force: true });

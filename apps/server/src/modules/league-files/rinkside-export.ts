import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Db } from '../leagues/api';
import { RINKSIDE_FILE_FORMAT, RINKSIDE_FILE_VERSION } from './rinkside-file-format';
import { type FileRow, readRowsAfter } from './rinkside-file-repo';
import { LEAGUE_FILE_TABLES } from './rinkside-tables';

// Writing a league file (docs/decisions/086): table after table, each read in batches by its key and
// written out as it is read, so a league of twenty seasons is never in memory at once.

/** Rows read at a time: large enough that a batch costs little, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2_000;

/** A cell as the file holds it: bytes as base64 text, everything else as the database gives it. */
const cell = (value: unknown): unknown =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

const rowText = (row: FileRow, columns: readonly string[]): string =>
  JSON.stringify(columns.map((column) => cell(row[column])));

/** The league file's JSON text, in pieces as it is read. */
export async function* leagueFileText(
  db: Db,
  { leagueId, leagueName, exportedAt }: { leagueId: number; leagueName: string; exportedAt: string },
): AsyncGenerator<string> {
  const envelope = { format: RINKSIDE_FILE_FORMAT, version: RINKSIDE_FILE_VERSION, exportedAt };
  yield `${JSON.stringify(envelope).slice(0, -1)},"league":${JSON.stringify({ id: leagueId, name: leagueName })},"tables":{`;
  for (const [index, declaration] of LEAGUE_FILE_TABLES.entries()) {
    let columns: string[] | null = null;
    let after: unknown[] | null = null;
    let written = 0;
    for (;;) {
      const rows = await readRowsAfter(db, declaration, { leagueId, after, limit: EXPORT_BATCH_ROWS });
      if (!columns) {
        columns = Object.keys(rows[0] ?? {});
        yield `${index > 0 ? ',' : ''}${JSON.stringify(declaration.table)}:{"columns":${JSON.stringify(columns)},"rows":[`;
      }
      const own = columns;
      if (rows.length > 0) yield (written > 0 ? ',' : '') + rows.map((row) => rowText(row, own)).join(',');
      written += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH_ROWS) break;
      after = declaration.key.map((column) => last[column]);
    }
    yield ']}';
  }
  yield '}}';
}

/** The league file, gzipped, as a stream: what the export route answers and the backup command saves. */
export function leagueFileStream(
  db: Db,
  league: { leagueId: number; leagueName: string; exportedAt: string },
): Readable {
  const text = Readable.from(leagueFileText(db, league));
  const gzip = createGzip();
  text.on('error', (error) => gzip.destroy(error));
  return text.pipe(gzip);
}

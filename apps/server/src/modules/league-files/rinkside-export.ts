import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Db } from '../leagues/api';
import { RINKSIDE_FILE_FORMAT, RINKSIDE_FILE_VERSION } from './rinkside-file-format';
import { type FileRow, readChildRows, readLeagueIdsAfter, readRowsAfter } from './rinkside-file-repo';
import { LEAGUE_FILE_TABLES, type TableDeclaration } from './rinkside-tables';

// Writing a league file (docs/decisions/086): table after table, each read in batches by its key and
// written out as it is read, so a league of twenty seasons is never in memory at once.

/** Rows read at a time: large enough that a batch costs little, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2_000;

/** A cell as the file holds it: bytes as base64 text, everything else as the database gives it. */
const cell = (value: unknown): unknown =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

const rowText = (row: FileRow, columns: readonly string[]): string =>
  JSON.stringify(columns.map((column) => cell(row[column])));

/** Parents read at a time for a table read through them: a season's games give ~45 stats rows each. */
const PARENT_BATCH = 200;

/** The league's rows of a table, batch by batch, in key order (parent by parent for a child table). */
async function* batchesOf(
  db: Db,
  declaration: TableDeclaration,
  leagueId: number,
): AsyncGenerator<FileRow[]> {
  const { scope } = declaration;
  if (scope.kind === 'via') {
    for (let after: number | null = null; ;) {
      const parents = await readLeagueIdsAfter(db, scope.parent, { leagueId, after, limit: PARENT_BATCH });
      const rows = await readChildRows(db, declaration, parents);
      if (rows.length > 0) yield rows;
      if (parents.length < PARENT_BATCH) return;
      after = parents.at(-1) ?? null;
    }
  }
  for (let after: unknown[] | null = null; ;) {
    const rows = await readRowsAfter(db, declaration, { leagueId, after, limit: EXPORT_BATCH_ROWS });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_ROWS) return;
    after = declaration.key.map((column) => last[column]);
  }
}

/** The league file's JSON text, in pieces as it is read. */
export async function* leagueFileText(
  db: Db,
  { leagueId, leagueName, exportedAt }: { leagueId: number; leagueName: string; exportedAt: string },
): AsyncGenerator<string> {
  const envelope = { format: RINKSIDE_FILE_FORMAT, version: RINKSIDE_FILE_VERSION, exportedAt };
  yield `${JSON.stringify(envelope).slice(0, -1)},"league":${JSON.stringify({ id: leagueId, name: leagueName })},"tables":{`;
  for (const [index, declaration] of LEAGUE_FILE_TABLES.entries()) {
    let columns: string[] | null = null;
    for await (const rows of batchesOf(db, declaration, leagueId)) {
      const first = columns === null;
      columns ??= Object.keys(rows[0] ?? {});
      const own = columns;
      const text = rows.map((row) => rowText(row, own)).join(',');
      yield first ? `${head(index, declaration, own)}${text}` : `,${text}`;
    }
    yield `${columns === null ? head(index, declaration, []) : ''}]}`;
  }
  yield '}}';
}

const head = (index: number, declaration: TableDeclaration, columns: readonly string[]) =>
  `${index > 0 ? ',' : ''}${JSON.stringify(declaration.table)}:{"columns":${JSON.stringify(columns)},"rows":[`;

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

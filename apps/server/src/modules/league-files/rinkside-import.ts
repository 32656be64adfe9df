import type { LeagueImportWarning } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { ensureDefaultChannels } from '../board/api';
import type { Db } from '../leagues/api';
import { type CheckedLeagueFile, LeagueFileProblem, checkRinksideFile } from './rinkside-file-checks';
import { type FileTable, RINKSIDE_FILE_VERSION } from './rinkside-file-format';
import {
  type FileRow,
  insertFileRows,
  readTableColumns,
  reserveIds,
  setColumnById,
} from './rinkside-file-repo';
import { type IdMaps, type MissingId, remapBinary, remapJsonText } from './rinkside-ids';
import { LEAGUE_FILE_TABLES, type TableDeclaration, type TableName, hasGeneratedId } from './rinkside-tables';

// Importing a Rinkside league file into a new league (docs/decisions/086): the file is checked whole
// first (400 naming the first bad path, nothing written), then every row is written in one transaction
// with a new id, every id it holds following its row. Accounts are never carried: the importer is the
// commissioner, GM seats are empty, and what users did is kept without saying who.

export interface LeagueImported {
  id: number;
  warnings: LeagueImportWarning[];
}

/** Rows written per statement batch. */
const WRITE_BATCH_ROWS = 2_000;

/** Checks the parsed file and writes it as a new league run by `userId`. */
export async function importRinksideLeague(
  ctx: Pick<AppContext, 'config' | 'database' | 'now'>,
  { document, userId }: { document: unknown; userId: number },
): Promise<LeagueImported> {
  const { db } = ctx.database;
  const columns = await readTableColumns(db);
  let checked: CheckedLeagueFile;
  try {
    checked = checkRinksideFile(document, columns);
  } catch (error) {
    if (error instanceof LeagueFileProblem)
      throw badRequest(`The league file does not hold together: ${error.message}`);
    throw error;
  }
  const { LEAGUE_IMPORT_MAX_PLAYERS: maxPlayers, LEAGUE_IMPORT_MAX_SEASONS: maxSeasons } = ctx.config;
  const players = checked.ids.get('players')?.length ?? 0;
  const seasons = checked.ids.get('seasons')?.length ?? 0;
  if (players > maxPlayers)
    throw badRequest(`The league file holds ${players} players; this server imports at most ${maxPlayers}.`);
  if (seasons > maxSeasons)
    throw badRequest(`The league file holds ${seasons} seasons; this server imports at most ${maxSeasons}.`);
  const missing = new Map<TableName, Set<number>>();
  const noteMissing: MissingId = (table, id) => {
    const ids = missing.get(table) ?? new Set<number>();
    ids.add(id);
    missing.set(table, ids);
  };
  const imported = await runTransaction(db, async (trx) => {
    missing.clear();
    const maps = await newIds(trx, checked);
    for (const declaration of LEAGUE_FILE_TABLES)
      await writeTable(trx, declaration, checked.tables.get(declaration.table) as FileTable, {
        maps,
        userId,
        missing: noteMissing,
      });
    const leagueId = maps.get('leagues')?.get(checked.leagueId) as number;
    // The board's talk is not carried; its default channels are there as in any new league.
    await ensureDefaultChannels(trx, { leagueId, now: ctx.now() });
    const warnings = warningsOf(checked, missing);
    await insertFileRows(trx, 'league_imports', [
      {
        league_id: leagueId,
        source: 'rinkside',
        file_version: RINKSIDE_FILE_VERSION,
        warnings: JSON.stringify(warnings),
        imported_by: userId,
        imported_at: ctx.now().toISOString(),
      },
    ]);
    return { id: leagueId, warnings };
  });
  return imported;
}

async function newIds(trx: Db, checked: CheckedLeagueFile): Promise<IdMaps> {
  const maps = new Map<TableName, Map<number, number>>();
  for (const [table, old] of checked.ids) {
    // New ids in the order of the old, whatever the file's order: lists sorted by id read the same.
    const fresh = (await reserveIds(trx, table, old.length)).sort((a, b) => a - b);
    const ascending = [...old].sort((a, b) => a - b);
    maps.set(table, new Map(ascending.map((id, i) => [id, fresh[i] as number])));
  }
  return maps;
}

interface Remap {
  maps: IdMaps;
  userId: number;
  missing: MissingId;
}

/** A table's rows with new ids; references to rows of the same table are set once all of them exist. */
async function writeTable(trx: Db, declaration: TableDeclaration, table: FileTable, remap: Remap) {
  const transforms = table.columns.map((column) => columnTransform(declaration, column, remap));
  const own = Object.entries(declaration.refs)
    .filter(([column, target]) => target === declaration.table && table.columns.includes(column))
    .map(([column]) => column);
  const later: Record<string, { id: number; value: number }[]> = {};
  for (let start = 0; start < table.rows.length; start += WRITE_BATCH_ROWS) {
    const rows = table.rows.slice(start, start + WRITE_BATCH_ROWS).map((cells) => {
      const row: FileRow = {};
      table.columns.forEach((column, i) => {
        row[column] = (transforms[i] as Transform)(cells[i] ?? null);
      });
      for (const column of own) {
        const value = row[column];
        if (typeof value === 'number') (later[column] ??= []).push({ id: row.id as number, value });
        row[column] = null;
      }
      return row;
    });
    await insertFileRows(trx, declaration.table, rows);
  }
  for (const [column, values] of Object.entries(later))
    await setColumnById(trx, declaration.table, column, values);
}

type Transform = (value: unknown) => unknown;

/** What a column's value becomes in the new league: decided once per column, applied to every row. */
function columnTransform(
  declaration: TableDeclaration,
  column: string,
  { maps, userId, missing }: Remap,
): Transform {
  const target =
    column === 'id' && hasGeneratedId(declaration) ? declaration.table : declaration.refs[column];
  const json = declaration.json?.[column];
  const binary = declaration.binary?.[column];
  if (target === 'user') return () => null;
  if (target === 'importer') return () => userId;
  if (target) {
    const map = maps.get(target);
    return (value) => (value === null ? null : (map?.get(value as number) ?? null));
  }
  if (json) return (value) => remapJsonText(value as string | null, json, maps, missing);
  if (binary)
    return (value) =>
      typeof value === 'string'
        ? Buffer.from(remapBinary(Buffer.from(value, 'base64'), binary, maps, missing))
        : value;
  return (value) => value;
}

function warningsOf(
  checked: CheckedLeagueFile,
  missing: ReadonlyMap<TableName, ReadonlySet<number>>,
): LeagueImportWarning[] {
  const warnings: LeagueImportWarning[] = [];
  const teams = checked.tables.get('teams');
  const seat = teams?.columns.indexOf('gm_user_id') ?? -1;
  const seated = seat === -1 ? 0 : (teams?.rows.filter((row) => row[seat] !== null).length ?? 0);
  if (seated > 0)
    warnings.push({
      code: 'store-not-carried',
      message: `${seated} ${seated === 1 ? 'team had a GM' : 'teams had GMs'} in the file: accounts are not carried, so invite GMs again from Commissioner Tools.`,
      count: seated,
    });
  for (const [table, ids] of missing)
    warnings.push({
      code: 'value-adjusted',
      message: `${ids.size} ${table} ${ids.size === 1 ? 'id' : 'ids'} named in the file's records ${ids.size === 1 ? 'is' : 'are'} not among its rows and ${ids.size === 1 ? 'was' : 'were'} kept as written.`,
      count: ids.size,
    });
  return warnings;
}

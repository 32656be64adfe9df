import { type FileTable, RINKSIDE_FILE_FORMAT, RINKSIDE_FILE_VERSION } from './rinkside-file-format';
import {
  LEAGUE_FILE_TABLES,
  type TableDeclaration,
  type TableName,
  declarationOf,
  hasGeneratedId,
} from './rinkside-tables';

// Whether a Rinkside league file holds together before anything is written (docs/decisions/086): its
// version, each table's shape, every row's key once, and every id it refers to among the file's own rows.
// The first problem found is answered with its path in the file.

/** What the database says of a column: whether it may be null, and whether it has a default. */
export interface ColumnFacts {
  nullable: boolean;
  hasDefault: boolean;
}
export type DatabaseColumns = ReadonlyMap<string, ReadonlyMap<string, ColumnFacts>>;

export class LeagueFileProblem extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

export interface CheckedLeagueFile {
  /** The league's id in the file. */
  leagueId: number;
  tables: ReadonlyMap<TableName, FileTable>;
  /** Each generated-id table's ids, in file order. */
  ids: ReadonlyMap<TableName, readonly number[]>;
}

/** What a table's row is called in a reason: "player 12", "team 3". */
const NOUN: Partial<Record<TableName, string>> = {
  leagues: 'league',
  teams: 'team',
  seasons: 'season',
  players: 'player',
  games: 'game',
  draft_picks: 'pick',
  trades: 'trade',
  drafts: 'draft',
  waivers: 'waiver',
  playoff_series: 'playoff series',
};
const noun = (table: TableName) => NOUN[table] ?? `${table} row`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkEnvelope(document: unknown): Record<string, unknown> {
  if (!isRecord(document)) throw new LeagueFileProblem('(file)', 'a league file is a JSON object');
  if (document.format !== RINKSIDE_FILE_FORMAT)
    throw new LeagueFileProblem('format', `a Rinkside league file says "${RINKSIDE_FILE_FORMAT}"`);
  if (document.version !== RINKSIDE_FILE_VERSION)
    throw new LeagueFileProblem(
      'version',
      `this server reads version ${RINKSIDE_FILE_VERSION} of the league file, not ${JSON.stringify(document.version)}`,
    );
  if (!isRecord(document.tables)) throw new LeagueFileProblem('tables', 'the tables are missing');
  return document.tables;
}

function checkTable(path: string, value: unknown, known: ReadonlyMap<string, ColumnFacts>): FileTable {
  if (!isRecord(value)) throw new LeagueFileProblem(path, 'a table is an object of columns and rows');
  const { columns, rows } = value;
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string'))
    throw new LeagueFileProblem(`${path}.columns`, 'the columns are a list of names');
  columns.forEach((column, i) => {
    if (!known.has(column))
      throw new LeagueFileProblem(`${path}.columns[${i}]`, `"${column}" is not a column of this table`);
    if (columns.indexOf(column) !== i)
      throw new LeagueFileProblem(`${path}.columns[${i}]`, `"${column}" is named twice`);
  });
  if (!Array.isArray(rows)) throw new LeagueFileProblem(`${path}.rows`, 'the rows are a list');
  for (const [column, facts] of known)
    if (
      rows.length > 0 &&
      !facts.nullable &&
      !facts.hasDefault &&
      !columns.includes(column) &&
      column !== 'id'
    )
      throw new LeagueFileProblem(`${path}.columns`, `the column "${column}" is missing`);
  rows.forEach((row, i) => {
    if (!Array.isArray(row) || row.length !== columns.length)
      throw new LeagueFileProblem(
        `${path}.rows[${i}]`,
        `a row holds one value per column (${columns.length})`,
      );
    row.forEach((cell, j) => {
      const column = columns[j] as string;
      if (cell === null) {
        if (!known.get(column)?.nullable)
          throw new LeagueFileProblem(`${path}.rows[${i}].${column}`, 'this value may not be empty');
      } else if (typeof cell === 'object')
        throw new LeagueFileProblem(`${path}.rows[${i}].${column}`, 'a value is a number, text or null');
    });
  });
  return { columns: columns as string[], rows: rows as unknown[][] };
}

/** Each row's key once; the ids of a generated-id table, in order. */
function checkKeys(path: string, declaration: TableDeclaration, table: FileTable): number[] {
  const at = declaration.key.map((column) => table.columns.indexOf(column));
  if (table.rows.length > 0)
    at.forEach((index, i) => {
      if (index === -1)
        throw new LeagueFileProblem(`${path}.columns`, `the key column "${declaration.key[i]}" is missing`);
    });
  const seen = new Map<string, number>();
  const ids: number[] = [];
  table.rows.forEach((row, i) => {
    const key = at.map((index) => row[index]);
    if (hasGeneratedId(declaration)) {
      const id = key[0];
      if (typeof id !== 'number' || !Number.isInteger(id))
        throw new LeagueFileProblem(`${path}.rows[${i}].id`, 'an id is a whole number');
      ids.push(id);
    }
    const text = JSON.stringify(key);
    const before = seen.get(text);
    if (before !== undefined)
      throw new LeagueFileProblem(`${path}.rows[${i}]`, twice(declaration, table, before, i));
    seen.set(text, i);
  });
  return ids;
}

function twice(declaration: TableDeclaration, table: FileTable, first: number, second: number): string {
  const team = table.columns.indexOf('team_id');
  const [a, b] = [table.rows[first], table.rows[second]];
  const id = a?.[table.columns.indexOf(declaration.key[0] ?? 'id')];
  if (declaration.table === 'players' && team !== -1 && a?.[team] !== b?.[team])
    return `player ${String(id)} is on two teams (${String(a?.[team] ?? 'none')} at rows[${first}] and ${String(b?.[team] ?? 'none')})`;
  return `${noun(declaration.table)} ${JSON.stringify(id)} is in the file twice (rows[${first}] and rows[${second}])`;
}

/** Every id a row refers to is a row of the file, and every row is of the file's league. */
function checkRefs(
  path: string,
  declaration: TableDeclaration,
  table: FileTable,
  idSets: ReadonlyMap<TableName, ReadonlySet<number>>,
  leagueId: number,
): void {
  for (const [column, target] of Object.entries(declaration.refs)) {
    const index = table.columns.indexOf(column);
    if (index === -1 || target === 'user' || target === 'importer') continue;
    const known = idSets.get(target) ?? new Set<number>();
    table.rows.forEach((row, i) => {
      const id = row[index];
      if (id === null) return;
      if (target === 'leagues' && id !== leagueId)
        throw new LeagueFileProblem(
          `${path}.rows[${i}].${column}`,
          `this row is of another league (${String(id)})`,
        );
      if (typeof id !== 'number' || !known.has(id))
        throw new LeagueFileProblem(
          `${path}.rows[${i}].${column}`,
          `${noun(target)} ${JSON.stringify(id)} is not in the file`,
        );
    });
  }
}

/** The file's tables as the import writes them, or the first problem with its path. */
export function checkRinksideFile(document: unknown, columns: DatabaseColumns): CheckedLeagueFile {
  const raw = checkEnvelope(document);
  for (const name of Object.keys(raw))
    if (!declarationOf(name))
      throw new LeagueFileProblem(`tables.${name}`, 'not a table of a Rinkside league file');
  const tables = new Map<TableName, FileTable>();
  const ids = new Map<TableName, number[]>();
  for (const declaration of LEAGUE_FILE_TABLES) {
    const path = `tables.${declaration.table}`;
    const value = raw[declaration.table] ?? { columns: [], rows: [] };
    const table = checkTable(path, value, columns.get(declaration.table) ?? new Map());
    tables.set(declaration.table, table);
    const tableIds = checkKeys(path, declaration, table);
    if (hasGeneratedId(declaration)) ids.set(declaration.table, tableIds);
  }
  const leagues = ids.get('leagues') ?? [];
  if (leagues.length !== 1)
    throw new LeagueFileProblem('tables.leagues.rows', 'a league file holds one league');
  const leagueId = leagues[0] as number;
  const idSets = new Map([...ids].map(([table, list]) => [table, new Set(list)]));
  for (const declaration of LEAGUE_FILE_TABLES)
    checkRefs(
      `tables.${declaration.table}`,
      declaration,
      tables.get(declaration.table) as FileTable,
      idSets,
      leagueId,
    );
  return { leagueId, tables, ids };
}

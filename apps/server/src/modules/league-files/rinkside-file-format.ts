// Rinkside's own league file (docs/league-file.md, docs/decisions/086): the envelope every version keeps.

/** The marker that tells a Rinkside league file from any other JSON (a ZenGM file has no `format`). */
export const RINKSIDE_FILE_FORMAT = 'rinkside-league';
/** The layout this server writes and reads; a new layout takes a new number. */
export const RINKSIDE_FILE_VERSION = 1;

/** One table's rows: the column names once, then each row's values in that order. */
export interface FileTable {
  columns: string[];
  rows: unknown[][];
}

export interface RinksideLeagueFile {
  format: typeof RINKSIDE_FILE_FORMAT;
  version: number;
  /** The wall clock when the file was written (ISO-8601 UTC). */
  exportedAt: string;
  /** The league it was written from, for people reading the file: the import reads `tables`. */
  league: { id: number; name: string };
  tables: Record<string, FileTable>;
}

/** Whether a parsed document says it is a Rinkside league file (of any version). */
export const looksLikeRinksideLeagueFile = (document: unknown): boolean =>
  typeof document === 'object' &&
  document !== null &&
  (document as { format?: unknown }).format === RINKSIDE_FILE_FORMAT;

/** The file's name: the league's name made safe for a file system, and the day it was written. */
export function leagueFileName(leagueName: string, day: string): string {
  const safe = leagueName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return `${safe || 'league'}-${day}.rinkside.json.gz`;
}

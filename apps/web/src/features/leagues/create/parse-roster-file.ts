import { ROSTER_IMPORT_COLUMNS } from '@rinkside/domain';
import Papa from 'papaparse';

export type RosterRow = Record<string, unknown>;

export interface ParsedRoster {
  rows: RosterRow[];
  /** Documented columns the file lacks (the server still names every bad row). */
  missingColumns: string[];
}

/** 'Import custom roster': a CSV (header row) or JSON (array of rows, or { players: [...] }) file, read in the browser. */
export async function parseRosterFile(file: File): Promise<ParsedRoster> {
  const text = await file.text();
  const isJson = file.name.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(text);
  const rows = isJson ? parseJson(text) : parseCsv(text);
  if (rows.length === 0) throw new Error('The file has no player rows.');
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  return { rows, missingColumns: ROSTER_IMPORT_COLUMNS.filter((c) => !present.has(c)) };
}

function parseCsv(text: string): RosterRow[] {
  const result = Papa.parse<RosterRow>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  if (result.errors.length > 0) {
    const details = result.errors
      .slice(0, 5)
      .map((e) => (e.row === undefined ? e.message : `row ${e.row + 1}: ${e.message}`))
      .join('; ');
    throw new Error(`CSV parsing errors: ${details}`);
  }
  // Empty cells are left out, so optional columns fall back to generated values.
  return result.data.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== '')));
}

function parseJson(text: string): RosterRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('The JSON file could not be read: check its syntax.');
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { players?: unknown }).players)
      ? (data as { players: unknown[] }).players
      : null;
  if (!list || !list.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw new Error('The JSON file must hold an array of player objects.');
  return list as RosterRow[];
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEDGER_PLAYER_COLUMNS } from './player-columns';

// docs/decisions/070: a player's team, status and contract, a pick's owner and the transaction log are
// written by the ledger only. This reads the server's source and names every other file that writes them.

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const LEDGER = fileURLToPath(new URL('./', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === LEDGER.replace(/\/$/, '') ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text between the parenthesis at `open` and its partner. */
function inParentheses(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** The `.set(…)` arguments of each UPDATE of the table: the statement runs to its first `.execute`. */
function setsOf(source: string, table: string): string[] {
  const update = new RegExp(`updateTable\\(\\s*['"\`]${table}(\\s+as\\s+\\w+)?['"\`]\\s*\\)`, 'g');
  const sets: string[] = [];
  for (const match of source.matchAll(update)) {
    const rest = source.slice(match.index);
    const end = rest.search(/\.execute(TakeFirst|TakeFirstOrThrow)?\(/);
    const statement = end === -1 ? rest : rest.slice(0, end);
    for (const set of statement.matchAll(/\.set\(/g)) sets.push(inParentheses(statement, set.index + 4));
  }
  return sets;
}

const mentions = (text: string, column: string) => new RegExp(`\\b${column}\\b`).test(text);

/** What the source writes that only the ledger may: one line per kind of write. */
function ledgerWritesIn(source: string): string[] {
  const writes: string[] = [];
  for (const set of setsOf(source, 'players')) {
    const columns = LEDGER_PLAYER_COLUMNS.filter((column) => mentions(set, column));
    if (columns.length > 0) writes.push(`players: ${columns.join(', ')}`);
  }
  if (setsOf(source, 'draft_picks').some((set) => mentions(set, 'owner_team_id')))
    writes.push('draft_picks: owner_team_id');
  if (/insertInto\(\s*['"`]roster_transactions['"`]\s*\)/.test(source)) writes.push('roster_transactions');
  return writes;
}

describe('the ledger as the only writer', () => {
  it('finds each kind of write it forbids, and lets other columns be', () => {
    expect(
      ledgerWritesIn("db.updateTable('players').set({ team_id: 3 }).where('id', '=', 1).execute()"),
    ).toEqual(['players: team_id']);
    expect(
      ledgerWritesIn("trx\n  .updateTable('players')\n  .set({ age: 20, cap_hit: row.cap_hit - kept })\n"),
    ).toEqual(['players: cap_hit']);
    expect(ledgerWritesIn("db.updateTable('draft_picks').set({ owner_team_id: 2 }).execute()")).toEqual([
      'draft_picks: owner_team_id',
    ]);
    expect(ledgerWritesIn("db.insertInto('roster_transactions').values(row).execute()")).toEqual([
      'roster_transactions',
    ]);
    expect(
      ledgerWritesIn(
        "db.updateTable('players').set({ injury: null }).where('team_id', '=', 4).where('status', '=', 'active').execute()",
      ),
    ).toEqual([]);
    expect(
      ledgerWritesIn("db.updateTable('draft_picks').set({ player_id: 9, overall: 3 }).execute()"),
    ).toEqual([]);
  });

  it('is the only module that writes rosters, contracts, pick owners and the transaction log', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((path) => path.startsWith(LEDGER))).toBe(false);
    const offenders = files.flatMap((path) =>
      ledgerWritesIn(readFileSync(path, 'utf8')).map((write) => `${relative(SRC, path)} writes ${write}`),
    );
    expect(offenders).toEqual([]);
  });
});

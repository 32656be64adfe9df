import { createGameRequestSchema, type ActiveSeason, type CreateGameRequest } from '@rinkside/domain';
import Papa from 'papaparse';

// SPEC §5 schedule CSV: these header columns, one game a row.
export const SCHEDULE_COLUMNS = ['homeTeam', 'awayTeam', 'date'] as const;
// SPEC §5: the delimiter is detected among comma, tab, pipe and semicolon.
export const SCHEDULE_DELIMITERS = [',', '\t', '|', ';'];

export interface ScheduleRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  homeTeam: string;
  awayTeam: string;
  date: string;
}

export interface MappedGame {
  homeTeamId: number;
  awayTeamId: number;
  homeName: string;
  awayName: string;
  date: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

type SeasonTeam = ActiveSeason['teams'][number];

/** Papa's dynamic typing turns numbers into numbers and ISO date-times into Dates; back to text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value).trim();
}

/** SPEC §5: header, dynamic typing, empty lines skipped, delimiter guessed; any parse error aborts. */
export function parseScheduleCsv(text: string): Outcome<ScheduleRow[]> {
  const result = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: SCHEDULE_DELIMITERS,
    transformHeader: (header) => header.trim(),
  });
  // A one-game file has no second delimiter-separated line to compare; Papa still splits it right.
  const errors = result.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length > 0) {
    const details = errors.map((e) => (e.row === undefined ? e.message : `row ${e.row + 2}: ${e.message}`));
    return { ok: false, error: `CSV parsing errors: ${details.join('; ')}` };
  }
  const fields = result.meta.fields ?? [];
  const missing = SCHEDULE_COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `CSV parsing errors: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the header must be ${SCHEDULE_COLUMNS.join(', ')})`,
    };
  }
  const rows: ScheduleRow[] = [];
  const problems: string[] = [];
  result.data.forEach((record, index) => {
    const row = {
      line: index + 2,
      homeTeam: cellText(record.homeTeam),
      awayTeam: cellText(record.awayTeam),
      date: cellText(record.date),
    };
    const empty = SCHEDULE_COLUMNS.filter((column) => row[column] === '');
    if (empty.length > 0) problems.push(`row ${row.line}: ${empty.join(', ')} empty`);
    else rows.push(row);
  });
  if (problems.length > 0) return { ok: false, error: `CSV parsing errors: ${problems.join('; ')}` };
  return { ok: true, value: rows };
}

const key = (name: string) => name.trim().toLowerCase();

/** Looks a team up by name or abbreviation, case-insensitively after trimming. */
export function teamIndex(teams: readonly SeasonTeam[]): Map<string, SeasonTeam> {
  const index = new Map<string, SeasonTeam>();
  for (const team of teams) {
    index.set(key(team.abbreviation), team);
    index.set(key(team.name), team);
  }
  return index;
}

/** SPEC §5: every name must be one of the season's teams; dates are checked like the server does. */
export function mapScheduleTeams(
  rows: readonly ScheduleRow[],
  teams: readonly SeasonTeam[],
): Outcome<MappedGame[]> {
  const index = teamIndex(teams);
  const unknown = new Set<string>();
  for (const row of rows) {
    for (const name of [row.homeTeam, row.awayTeam]) if (!index.has(key(name))) unknown.add(name);
  }
  if (unknown.size > 0) return { ok: false, error: `Unknown team names in CSV: ${[...unknown].join(', ')}` };

  const games: MappedGame[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const home = index.get(key(row.homeTeam));
    const away = index.get(key(row.awayTeam));
    if (!home || !away) continue;
    if (home.id === away.id) problems.push(`row ${row.line}: ${home.name} cannot play itself`);
    const date = createGameRequestSchema.shape.date.safeParse(row.date);
    if (!date.success) problems.push(`row ${row.line}: '${row.date}' is not a date like 2026-10-07`);
    games.push({
      homeTeamId: home.id,
      awayTeamId: away.id,
      homeName: home.name,
      awayName: away.name,
      date: row.date,
    });
  }
  if (problems.length > 0) return { ok: false, error: `CSV parsing errors: ${problems.join('; ')}` };
  return { ok: true, value: games };
}

/** SPEC §5/§7: the create-game payloads, all of type 'regular'. */
export function createGameRequests(
  games: readonly MappedGame[],
  seasonId: number,
  leagueId: number,
): CreateGameRequest[] {
  return games.map((g) => ({
    seasonId,
    leagueId,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    date: g.date,
    gameType: 'regular',
  }));
}

/** SPEC §8 'No teams available to create sample': a sample file built from the season's teams. */
export function sampleScheduleCsv(teams: readonly SeasonTeam[], firstDay: Date): Outcome<string> {
  if (teams.length < 2) return { ok: false, error: 'No teams available to create sample' };
  const lines: string[] = [SCHEDULE_COLUMNS.join(',')];
  const perDay = Math.min(3, Math.floor(teams.length / 2));
  for (let day = 0; day < 3; day++) {
    const date = new Date(firstDay.getFullYear(), firstDay.getMonth(), firstDay.getDate() + day);
    const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    for (let game = 0; game < perDay; game++) {
      const home = teams[(2 * game + day) % teams.length];
      const away = teams[(2 * game + 1 + day) % teams.length];
      if (home && away) lines.push([home.name, away.name, iso].map(quoteCsv).join(','));
    }
  }
  return { ok: true, value: `${lines.join('\n')}\n` };
}

const quoteCsv = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const pad = (n: number) => String(n).padStart(2, '0');

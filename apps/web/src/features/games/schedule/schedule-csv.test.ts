import { describe, expect, it } from 'vitest';
import { createGameRequests, mapScheduleTeams, parseScheduleCsv, sampleScheduleCsv } from './schedule-csv';

const teams = [
  { id: 11, name: 'Toronto Maple Leafs', abbreviation: 'TOR' },
  { id: 12, name: 'Montreal Canadiens', abbreviation: 'MTL' },
  { id: 13, name: 'Boston Bruins', abbreviation: 'BOS' },
];

const rows = (text: string) => {
  const parsed = parseScheduleCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('parseScheduleCsv (SPEC §5)', () => {
  it.each([
    ['comma', ','],
    ['tab', '\t'],
    ['pipe', '|'],
    ['semicolon', ';'],
  ])('detects the %s delimiter', (_name, d) => {
    const text = [
      ['homeTeam', 'awayTeam', 'date'],
      ['Toronto Maple Leafs', 'Montreal Canadiens', '2026-10-07'],
      ['BOS', 'TOR', '2026-10-08'],
    ]
      .map((r) => r.join(d))
      .join('\n');
    expect(rows(text)).toEqual([
      { line: 2, homeTeam: 'Toronto Maple Leafs', awayTeam: 'Montreal Canadiens', date: '2026-10-07' },
      { line: 3, homeTeam: 'BOS', awayTeam: 'TOR', date: '2026-10-08' },
    ]);
  });

  it('reads a file with a single game and a byte-order mark', () => {
    expect(rows('\uFEFFhomeTeam|awayTeam|date\nTOR|MTL|2026-10-07')).toHaveLength(1);
  });

  it('skips blank lines, including lines of spaces and a trailing newline', () => {
    const text = 'homeTeam,awayTeam,date\n\nTOR,MTL,2026-10-07\n   \n\r\nBOS,TOR,2026-10-09\n\n';
    expect(rows(text).map((r) => r.homeTeam)).toEqual(['TOR', 'BOS']);
  });

  it('turns dynamically typed numbers back into text', () => {
    expect(rows('homeTeam;awayTeam;date\n1;2;2026-10-07')[0]).toMatchObject({ homeTeam: '1', awayTeam: '2' });
  });

  it('rejects a header without the SPEC columns', () => {
    const parsed = parseScheduleCsv('home,away,date\nTOR,MTL,2026-10-07');
    expect(parsed).toEqual({
      ok: false,
      error:
        'CSV parsing errors: missing columns homeTeam, awayTeam (the header must be homeTeam, awayTeam, date)',
    });
  });

  it('reports rows with too few fields or empty cells', () => {
    const parsed = parseScheduleCsv('homeTeam,awayTeam,date\nTOR,MTL\nBOS,,2026-10-07');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^CSV parsing errors: row 2: Too few fields/);
  });

  it('reports an empty cell by row and column', () => {
    expect(parseScheduleCsv('homeTeam,awayTeam,date\nTOR,MTL,2026-10-07\nBOS, ,2026-10-08')).toEqual({
      ok: false,
      error: 'CSV parsing errors: row 3: awayTeam empty',
    });
  });
});

describe('mapScheduleTeams (SPEC §5)', () => {
  it('matches names and abbreviations case-insensitively after trimming', () => {
    const mapped = mapScheduleTeams(
      rows('homeTeam|awayTeam|date\n  toronto maple leafs |mtl|2026-10-07\nBos|TOR|2026-10-08'),
      teams,
    );
    expect(mapped).toEqual({
      ok: true,
      value: [
        {
          homeTeamId: 11,
          awayTeamId: 12,
          homeName: 'Toronto Maple Leafs',
          awayName: 'Montreal Canadiens',
          date: '2026-10-07',
        },
        {
          homeTeamId: 13,
          awayTeamId: 11,
          homeName: 'Boston Bruins',
          awayName: 'Toronto Maple Leafs',
          date: '2026-10-08',
        },
      ],
    });
  });

  it('lists every unknown team name once', () => {
    const mapped = mapScheduleTeams(
      rows('homeTeam,awayTeam,date\nSeals,TOR,2026-10-07\nTOR,Nordiques,2026-10-08\nSeals,MTL,2026-10-09'),
      teams,
    );
    expect(mapped).toEqual({ ok: false, error: 'Unknown team names in CSV: Seals, Nordiques' });
  });

  it('rejects a team playing itself and a date that is not real', () => {
    const mapped = mapScheduleTeams(
      rows('homeTeam,awayTeam,date\nTOR,tor,2026-10-07\nTOR,MTL,2026-02-30'),
      teams,
    );
    expect(mapped).toEqual({
      ok: false,
      error:
        "CSV parsing errors: row 2: Toronto Maple Leafs cannot play itself; row 3: '2026-02-30' is not a date like 2026-10-07",
    });
  });

  it('builds regular-season create-game payloads', () => {
    const mapped = mapScheduleTeams(rows('homeTeam,awayTeam,date\nTOR,MTL,2026-10-07'), teams);
    if (!mapped.ok) throw new Error(mapped.error);
    expect(createGameRequests(mapped.value, 5, 9)).toEqual([
      { seasonId: 5, leagueId: 9, homeTeamId: 11, awayTeamId: 12, date: '2026-10-07', gameType: 'regular' },
    ]);
  });
});

describe('sampleScheduleCsv', () => {
  it("needs two teams: 'No teams available to create sample'", () => {
    expect(sampleScheduleCsv([], new Date(2026, 9, 7))).toEqual({
      ok: false,
      error: 'No teams available to create sample',
    });
  });

  it('writes a file the parser and the team mapping accept', () => {
    const sample = sampleScheduleCsv(teams, new Date(2026, 9, 7));
    if (!sample.ok) throw new Error(sample.error);
    expect(sample.value.split('\n')[0]).toBe('homeTeam,awayTeam,date');
    const mapped = mapScheduleTeams(rows(sample.value), teams);
    expect(mapped.ok && mapped.value.map((g) => g.date)).toEqual(['2026-10-07', '2026-10-08', '2026-10-09']);
  });
});

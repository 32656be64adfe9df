import { describe, expect, it } from 'vitest';
import { type ColumnFacts, checkRinksideFile } from './rinkside-file-checks';

// docs/decisions/086: a league file is checked whole before anything is written; the first problem is
// answered with its path. Each case below breaks one rule of a file that is otherwise whole.

const col = (nullable: boolean): ColumnFacts => ({ nullable, hasDefault: false });
const columns = new Map([
  [
    'leagues',
    new Map([
      ['id', col(false)],
      ['name', col(false)],
      ['commissioner_id', col(false)],
    ]),
  ],
  [
    'teams',
    new Map([
      ['id', col(false)],
      ['league_id', col(false)],
      ['name', col(false)],
    ]),
  ],
  [
    'players',
    new Map([
      ['id', col(false)],
      ['league_id', col(false)],
      ['team_id', col(true)],
    ]),
  ],
  [
    'draft_picks',
    new Map([
      ['id', col(false)],
      ['league_id', col(false)],
      ['original_team_id', col(false)],
      ['owner_team_id', col(false)],
    ]),
  ],
]);

function file() {
  return {
    format: 'rinkside-league',
    version: 1,
    exportedAt: '2026-11-29T00:00:00.000Z',
    tables: {
      leagues: { columns: ['id', 'name', 'commissioner_id'], rows: [[5, 'L', 3]] },
      teams: {
        columns: ['id', 'league_id', 'name'],
        rows: [
          [10, 5, 'A'],
          [11, 5, 'B'],
        ],
      },
      players: {
        columns: ['id', 'league_id', 'team_id'],
        rows: [
          [20, 5, 10],
          [21, 5, null],
          [22, 5, 11],
        ],
      },
      draft_picks: {
        columns: ['id', 'league_id', 'original_team_id', 'owner_team_id'],
        rows: [[30, 5, 10, 11]],
      },
    },
  };
}

const problem = (document: unknown) => {
  try {
    checkRinksideFile(document, columns);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('checking a Rinkside league file', () => {
  it('takes a whole file, with each generated-id table’s ids', () => {
    const checked = checkRinksideFile(file(), columns);
    expect(checked.leagueId).toBe(5);
    expect(checked.ids.get('players')).toEqual([20, 21, 22]);
    expect(checked.tables.get('games')).toEqual({ columns: [], rows: [] });
  });

  it('refuses another format and another version', () => {
    expect(problem({ ...file(), format: 'zengm' })).toBe(
      'format: a Rinkside league file says "rinkside-league"',
    );
    expect(problem({ ...file(), version: 2 })).toBe(
      'version: this server reads version 1 of the league file, not 2',
    );
  });

  it('refuses a table it does not know and a column the table does not have', () => {
    const unknown = { ...file(), tables: { ...file().tables, users: { columns: [], rows: [] } } };
    expect(problem(unknown)).toBe('tables.users: not a table of a Rinkside league file');
    const document = file();
    document.tables.teams.columns[2] = 'password_hash';
    expect(problem(document)).toBe('tables.teams.columns[2]: "password_hash" is not a column of this table');
  });

  it('refuses a row of the wrong length and an empty value a column needs', () => {
    const short = file();
    short.tables.teams.rows[1] = [11, 5];
    expect(problem(short)).toBe('tables.teams.rows[1]: a row holds one value per column (3)');
    const empty = file();
    empty.tables.draft_picks.rows[0] = [30, 5, 10, null] as unknown as number[];
    expect(problem(empty)).toBe('tables.draft_picks.rows[0].owner_team_id: this value may not be empty');
  });

  it('refuses a player on two teams, and names both', () => {
    const document = file();
    document.tables.players.rows.push([20, 5, 11]);
    expect(problem(document)).toBe(
      'tables.players.rows[3]: player 20 is on two teams (10 at rows[0] and 11)',
    );
  });

  it('refuses a reference to a row the file does not hold, and a row of another league', () => {
    const player = file();
    player.tables.players.rows[1] = [21, 5, 99];
    expect(problem(player)).toBe('tables.players.rows[1].team_id: team 99 is not in the file');
    const pick = file();
    pick.tables.draft_picks.rows[0] = [30, 5, 10, 12];
    expect(problem(pick)).toBe('tables.draft_picks.rows[0].owner_team_id: team 12 is not in the file');
    const league = file();
    league.tables.teams.rows[0] = [10, 6, 'A'];
    expect(problem(league)).toBe('tables.teams.rows[0].league_id: this row is of another league (6)');
  });

  it('refuses a file of no league or of two', () => {
    const none = file();
    none.tables.leagues.rows = [];
    expect(problem(none)).toBe('tables.leagues.rows: a league file holds one league');
  });
});

import { describe, expect, it } from 'vitest';
import { findZengmFileProblem } from './zengm-file-checks';
import { parseZengmLeagueFile } from './zengm-league';
import { zengmLeague, zengmPlayer, zengmTeam } from './zengm-test-league';

const pick = (tid: number, originalTid: number) => ({ tid, originalTid, round: 1, pick: 0, season: 2026 });

describe('a ZenGM file that does not hold together', () => {
  it('passes when every player and pick points at a team of the file', () => {
    const league = zengmLeague({
      players: [zengmPlayer(1, 0), zengmPlayer(2, -1)],
      draftPicks: [pick(1, 0)],
    });
    expect(findZengmFileProblem(league)).toBeNull();
  });

  it('names a player who appears twice: he would be on two teams', () => {
    const league = zengmLeague({ players: [zengmPlayer(7, 0), zengmPlayer(8, 1), zengmPlayer(7, 1)] });
    expect(findZengmFileProblem(league)).toEqual({
      path: 'players.2.pid',
      message: 'Player 7 appears twice in the file.',
    });
  });

  it('names a player on a team the file does not have', () => {
    expect(findZengmFileProblem(zengmLeague({ players: [zengmPlayer(1, 9)] }))?.path).toBe('players.0.tid');
  });

  it('names a pick with no owner, and one whose original team is missing', () => {
    expect(findZengmFileProblem(zengmLeague({ draftPicks: [pick(0, 0), pick(12, 0)] }))).toEqual({
      path: 'draftPicks.1.tid',
      message: 'A 2026 round 1 pick has no owner: team 12 is not in the file.',
    });
    expect(findZengmFileProblem(zengmLeague({ draftPicks: [pick(0, 12)] }))?.path).toBe(
      'draftPicks.0.originalTid',
    );
  });

  it('names two teams with one id, or two active teams with one abbreviation', () => {
    expect(
      findZengmFileProblem(zengmLeague({ teams: [zengmTeam(0), zengmTeam(0, { abbrev: 'X' })] }))?.path,
    ).toBe('teams.1.tid');
    expect(
      findZengmFileProblem(zengmLeague({ teams: [zengmTeam(0), zengmTeam(1, { abbrev: 'c0' })] }))?.path,
    ).toBe('teams.1.abbrev');
    // An inactive team is not carried, so its old abbreviation may be taken again.
    const relocated = zengmLeague({ teams: [zengmTeam(0), zengmTeam(1, { abbrev: 'C0', disabled: true })] });
    expect(findZengmFileProblem(relocated)).toBeNull();
  });

  it('is refused by the parser with the path of the problem', () => {
    const result = parseZengmLeagueFile(zengmLeague({ draftPicks: [pick(12, 0)] }));
    expect(result).toMatchObject({ ok: false, path: 'draftPicks.0.tid' });
  });
});

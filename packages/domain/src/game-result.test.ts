import { describe, expect, it } from 'vitest';
import {
  addToRecord,
  decidedInOf,
  emptyRecord,
  type GameResult,
  resultOf,
  scoreText,
  teamOutcome,
} from './game-result';

const game = (homeScore: number, awayScore: number, decidedIn: GameResult['decidedIn']): GameResult => ({
  homeScore,
  awayScore,
  decidedIn,
});

describe('teamOutcome', () => {
  it('gives a regulation win to the higher score and a regulation loss to the other side', () => {
    const result = game(4, 2, 'regulation');
    expect(teamOutcome(result, 'home')).toEqual({
      outcome: 'W',
      goalsFor: 4,
      goalsAgainst: 2,
      regulationWin: true,
      regulationOvertimeWin: true,
    });
    expect(teamOutcome(result, 'away')).toEqual({
      outcome: 'L',
      goalsFor: 2,
      goalsAgainst: 4,
      regulationWin: false,
      regulationOvertimeWin: false,
    });
  });

  it('makes an overtime loss an OTL, and the overtime win a ROW but not an RW', () => {
    const result = game(2, 3, 'overtime');
    expect(teamOutcome(result, 'home')).toMatchObject({ outcome: 'OTL', regulationWin: false });
    expect(teamOutcome(result, 'away')).toMatchObject({
      outcome: 'W',
      regulationWin: false,
      regulationOvertimeWin: true,
    });
  });

  it('makes a shootout loss an OTL, and the shootout win neither RW nor ROW', () => {
    const result = game(3, 2, 'shootout');
    expect(teamOutcome(result, 'away')).toMatchObject({ outcome: 'OTL', goalsFor: 2 });
    expect(teamOutcome(result, 'home')).toMatchObject({
      outcome: 'W',
      regulationWin: false,
      regulationOvertimeWin: false,
    });
  });
});

describe('addToRecord', () => {
  it('counts each result once in games played and once in W, L or OTL', () => {
    const results: [GameResult, 'home' | 'away'][] = [
      [game(4, 2, 'regulation'), 'home'],
      [game(4, 2, 'regulation'), 'away'],
      [game(2, 3, 'overtime'), 'home'],
      [game(2, 3, 'overtime'), 'away'],
      [game(3, 2, 'shootout'), 'home'],
      [game(3, 2, 'shootout'), 'away'],
    ];
    const record = results.reduce((r, [g, side]) => addToRecord(r, teamOutcome(g, side)), emptyRecord());
    expect(record).toEqual({
      gamesPlayed: 6,
      wins: 3,
      losses: 1,
      otLosses: 2,
      regulationWins: 1,
      regulationOvertimeWins: 2,
    });
  });
});

describe('results on the wire', () => {
  it('reads a game item, null while unplayed', () => {
    expect(resultOf({ homeScore: null, awayScore: null, decidedIn: null })).toBeNull();
    expect(resultOf({ homeScore: 1, awayScore: 0, decidedIn: 'shootout' })).toEqual(game(1, 0, 'shootout'));
  });

  it("writes SPEC §3's score text and reads the simulation's codes", () => {
    expect(scoreText(game(4, 2, 'regulation'))).toBe('4 - 2');
    expect(scoreText(game(2, 3, 'overtime'))).toBe('2 - 3 (OT)');
    expect(scoreText(game(3, 2, 'shootout'))).toBe('3 - 2 (SO)');
    expect([decidedInOf('REG'), decidedInOf('OT'), decidedInOf('SO')]).toEqual([
      'regulation',
      'overtime',
      'shootout',
    ]);
  });
});

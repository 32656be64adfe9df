import { describe, expect, it } from 'vitest';
import { compareGoalieLines, compareSkaterLines } from './season-lines-order';

const skater = (
  playerId: number,
  line: Partial<{ points: number; goals: number; gamesPlayed: number }>,
  name = 'Smith',
) => ({
  playerId,
  firstName: 'Alex',
  lastName: name,
  points: 10,
  goals: 5,
  gamesPlayed: 20,
  ...line,
});

const goalie = (
  playerId: number,
  line: Partial<{ wins: number; gaa: number; savePercentage: number }>,
  name = 'Smith',
) => ({
  playerId,
  firstName: 'Sam',
  lastName: name,
  wins: 10,
  gaa: 2.5,
  savePercentage: 0.91,
  ...line,
});

const order = <T extends { playerId: number }>(rows: T[], compare: (a: T, b: T) => number) =>
  [...rows].sort(compare).map((row) => row.playerId);

describe('compareSkaterLines', () => {
  it('ranks by points, then goals, then fewer games played, then last and first name, then id', () => {
    const rows = [
      skater(1, { points: 9 }),
      skater(2, { points: 11 }),
      skater(3, { goals: 6 }),
      skater(4, { gamesPlayed: 18 }),
      skater(5, {}, 'Brown'),
      skater(6, {}),
      skater(7, {}),
    ];
    expect(order(rows, compareSkaterLines)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(order([...rows].reverse(), compareSkaterLines)).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });

  it('orders by first name when last names tie', () => {
    const rows = [
      { ...skater(1, {}), firstName: 'Zed' },
      { ...skater(2, {}), firstName: 'Abe' },
    ];
    expect(order(rows, compareSkaterLines)).toEqual([2, 1]);
  });
});

describe('compareGoalieLines', () => {
  it('ranks by wins, then the lower average, then the higher save percentage, then by name, then id', () => {
    const rows = [
      goalie(1, { wins: 9 }),
      goalie(2, { wins: 11 }),
      goalie(3, { gaa: 2.1 }),
      goalie(4, { savePercentage: 0.93 }),
      goalie(5, {}, 'Brown'),
      goalie(6, {}),
      goalie(7, {}),
    ];
    expect(order(rows, compareGoalieLines)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(order([...rows].reverse(), compareGoalieLines)).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });
});

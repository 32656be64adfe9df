import { describe, expect, it } from 'vitest';
import { mostGoals, mostPoints } from './scoring-races';
import { skater } from './season-builder';

// Ties: the player who should win has the higher id, so the last word (lower id) would pick the other.

describe('mostPoints', () => {
  it('goes to the most points, with the next three as runners-up and their points shown', () => {
    const result = mostPoints([
      skater(1, { goals: 20, assists: 20 }),
      skater(2, { goals: 50, assists: 78, teamId: 7 }),
      skater(3, { goals: 30, assists: 30 }),
      skater(4, { goals: 10, assists: 10 }),
      skater(5, { goals: 1, assists: 0 }),
      skater(6, { goals: 0, assists: 5 }),
    ]);
    expect(result).toEqual({
      award: 'mostPoints',
      playerId: 2,
      teamId: 7,
      value: '128 pts',
      runnersUp: [
        { playerId: 3, teamId: 1, value: '60 pts' },
        { playerId: 1, teamId: 1, value: '40 pts' },
        { playerId: 4, teamId: 1, value: '20 pts' },
      ],
    });
  });

  it('breaks a tie on points by goals', () => {
    const result = mostPoints([skater(1, { goals: 30, assists: 60 }), skater(2, { goals: 40, assists: 50 })]);
    expect(result?.playerId).toBe(2);
  });

  it('then by fewer games played', () => {
    const result = mostPoints([
      skater(1, { goals: 40, assists: 50, gamesPlayed: 82 }),
      skater(2, { goals: 40, assists: 50, gamesPlayed: 78 }),
    ]);
    expect(result?.playerId).toBe(2);
  });

  it('sums a traded player over his teams and names the team he played most for', () => {
    const result = mostPoints([
      skater(1, { goals: 30, assists: 40 }),
      skater(2, { goals: 20, assists: 20, gamesPlayed: 30, teamId: 3 }),
      skater(2, { goals: 20, assists: 20, gamesPlayed: 52, teamId: 4 }),
    ]);
    expect(result).toMatchObject({ playerId: 2, teamId: 4, value: '80 pts' });
  });

  it('is null in a league with no points yet', () => {
    expect(mostPoints([])).toBeNull();
    expect(mostPoints([skater(1, { gamesPlayed: 3 })])).toBeNull();
  });
});

describe('mostGoals', () => {
  it('goes to the most goals, shown as goals', () => {
    const result = mostGoals([skater(1, { goals: 20, assists: 70 }), skater(2, { goals: 52, assists: 1 })]);
    expect(result).toMatchObject({
      playerId: 2,
      value: '52 goals',
      runnersUp: [{ playerId: 1, value: '20 goals' }],
    });
  });

  it('breaks a tie by fewer games played', () => {
    const result = mostGoals([
      skater(1, { goals: 40, gamesPlayed: 82, assists: 30 }),
      skater(2, { goals: 40, gamesPlayed: 80 }),
    ]);
    expect(result?.playerId).toBe(2);
  });

  it('then by more points', () => {
    const result = mostGoals([skater(1, { goals: 40 }), skater(2, { goals: 40, assists: 1 })]);
    expect(result?.playerId).toBe(2);
  });

  it('says one goal, not one goals', () => {
    expect(mostGoals([skater(1, { goals: 1 })])?.value).toBe('1 goal');
  });
});

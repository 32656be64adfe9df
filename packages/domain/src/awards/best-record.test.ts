import { describe, expect, it } from 'vitest';
import { bestRecord } from './best-record';
import { team } from './season-builder';

describe('bestRecord', () => {
  it('goes to the team with the most points, a team award with no player', () => {
    const result = bestRecord([
      team(1, { wins: 40 }),
      team(2, { wins: 55, losses: 20, otLosses: 7 }),
      team(3),
    ]);
    expect(result).toEqual({
      award: 'bestRecord',
      playerId: null,
      teamId: 2,
      value: '117 pts',
      runnersUp: [
        { playerId: null, teamId: 3, value: '82 pts' },
        { playerId: null, teamId: 1, value: '80 pts' },
      ],
    });
  });

  it('breaks a tie on points by the NHL tie-breakers (here regulation wins)', () => {
    // Team 1 would come first by the last rule (lower id) if the tie-breaker were missing.
    const result = bestRecord([
      team(1, { wins: 50, regulationWins: 40 }),
      team(2, { wins: 50, regulationWins: 45 }),
    ]);
    expect(result?.teamId).toBe(2);
  });

  it('reads head-to-head when teams are level through wins', () => {
    const game = (
      startAt: string,
      homeTeamId: number,
      awayTeamId: number,
      homeScore: number,
      awayScore: number,
    ) => ({
      startAt,
      homeTeamId,
      awayTeamId,
      homeScore,
      awayScore,
      decidedIn: 'regulation' as const,
    });
    const result = bestRecord(
      [team(1, { wins: 50 }), team(2, { wins: 50 })],
      [game('2026-11-01T00:00:00Z', 1, 2, 1, 3), game('2027-02-01T00:00:00Z', 2, 1, 4, 2)],
    );
    expect(result?.teamId).toBe(2);
  });

  it('is null before any game', () => {
    expect(bestRecord([])).toBeNull();
    expect(bestRecord([team(1, { gamesPlayed: 0, wins: 0, losses: 0 })])).toBeNull();
  });
});

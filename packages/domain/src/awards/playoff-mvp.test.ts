import { describe, expect, it } from 'vitest';
import { playoffMvp } from './playoff-mvp';
import { goalie, skater } from './season-builder';

describe('playoffMvp', () => {
  const finalistScorer = skater(1, { teamId: 1, gamesPlayed: 24, goals: 12, assists: 16 });
  const championScorer = skater(2, { teamId: 2, gamesPlayed: 22, goals: 8, assists: 14 });
  const skaters = [finalistScorer, championScorer];

  it('weights the champion’s players up: 22 points for the Cup winner beat 28 for the finalist', () => {
    expect(playoffMvp({ skaters, goalies: [], championTeamId: 2 })).toMatchObject({
      award: 'playoffMvp',
      playerId: 2,
      value: '22 pts',
      runnersUp: [{ playerId: 1, value: '28 pts' }],
    });
  });

  it('still lets a finalist win by a wide enough margin', () => {
    const dominant = [championScorer, skater(3, { teamId: 1, gamesPlayed: 24, goals: 20, assists: 25 })];
    expect(playoffMvp({ skaters: dominant, goalies: [], championTeamId: 2 })?.playerId).toBe(3);
  });

  it('values playoff goalies against the playoff average', () => {
    const result = playoffMvp({
      skaters,
      goalies: [
        goalie(4, { teamId: 2, gamesPlayed: 24, shotsAgainst: 720, goalsAgainst: 40, wins: 16 }),
        goalie(5, { teamId: 1, gamesPlayed: 24, shotsAgainst: 720, goalsAgainst: 70, wins: 12 }),
      ],
      championTeamId: 2,
    });
    // Playoff SV% .924; the champion's goalie saved 720 × (.944 − .924) ≈ 15 goals: 45 points, ×1.5.
    expect(result).toMatchObject({ playerId: 4, value: '16 W, .944 SV%' });
  });

  it('is null without playoff games', () => {
    expect(playoffMvp({ skaters: [], goalies: [], championTeamId: 1 })).toBeNull();
  });
});

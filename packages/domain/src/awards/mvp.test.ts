import { describe, expect, it } from 'vitest';
import { mvp, teamSuccessFactor } from './mvp';
import { goalie, skater, team } from './season-builder';

const standings = [team(1, { wins: 33 }), team(2, { wins: 57 })];

describe('mvp', () => {
  it('scales value by team success: ×0.8 for no points, ×1 at .500, ×1.2 for a perfect season', () => {
    expect(teamSuccessFactor(0)).toBeCloseTo(0.8, 10);
    expect(teamSuccessFactor(0.5)).toBe(1);
    expect(teamSuccessFactor(1)).toBeCloseTo(1.2, 10);
  });

  it('between equal seasons, goes to the player whose team won more', () => {
    const result = mvp({
      standings,
      goalies: [],
      skaters: [skater(1, { goals: 40, assists: 60 }), skater(2, { goals: 40, assists: 60, teamId: 2 })],
    });
    expect(result).toMatchObject({ award: 'mvp', playerId: 2, teamId: 2, value: '100 pts' });
  });

  it('weighs goals over assists and plus-minus as goal-differential impact', () => {
    const byGoals = mvp({
      standings,
      goalies: [],
      skaters: [skater(1, { goals: 30, assists: 70 }), skater(2, { goals: 40, assists: 60 })],
    });
    expect(byGoals?.playerId).toBe(2);
    const byPlusMinus = mvp({
      standings,
      goalies: [],
      skaters: [
        skater(1, { goals: 40, assists: 60, plusMinus: 5 }),
        skater(2, { goals: 40, assists: 60, plusMinus: 25 }),
      ],
    });
    expect(byPlusMinus?.playerId).toBe(2);
  });

  it('lets a goalie win by the goals he saved above the league average', () => {
    const result = mvp({
      standings,
      skaters: [skater(1, { goals: 40, assists: 40 })],
      goalies: [
        goalie(2, { shotsAgainst: 1800, goalsAgainst: 120, wins: 38 }),
        goalie(3, { shotsAgainst: 1800, goalsAgainst: 200 }),
      ],
    });
    // League SV% .911; 1800 × (.933 − .911) = 40 goals saved, worth 120 points against the skater's 100.
    expect(result).toMatchObject({
      playerId: 2,
      value: '38 W, .933 SV%',
      runnersUp: [{ playerId: 1 }, { playerId: 3 }],
    });
  });

  it('leaves out a player who missed more than half his team’s games', () => {
    const result = mvp({
      standings,
      goalies: [],
      skaters: [
        skater(1, { goals: 60, assists: 60, gamesPlayed: 40 }),
        skater(2, { goals: 10, assists: 10 }),
      ],
    });
    expect(result).toMatchObject({ playerId: 2, runnersUp: [] });
  });

  it('values a goalie with a skater line (his assists) once, as a goalie', () => {
    const result = mvp({
      standings,
      skaters: [skater(2, { position: 'G', assists: 3 }), skater(1, { goals: 1 })],
      goalies: [goalie(2, { shotsAgainst: 1800, goalsAgainst: 180, wins: 30 })],
    });
    expect([result?.playerId, ...(result?.runnersUp ?? []).map((p) => p.playerId)]).toEqual([1, 2]);
    expect(result?.runnersUp[0]?.value).toBe('30 W, .900 SV%');
  });

  it('is null in an empty league', () => {
    expect(mvp({ standings: [], skaters: [], goalies: [] })).toBeNull();
  });
});

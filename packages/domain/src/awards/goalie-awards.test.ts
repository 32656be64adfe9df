import { describe, expect, it } from 'vitest';
import { bestGoalie, fewestGoalsAgainst, minimumGoalieGames } from './goalie-awards';
import { goalie, team } from './season-builder';

const standings = [team(1), team(2)];

describe('minimumGoalieGames', () => {
  it('asks 25 games of an 82-game season and the same share of a shorter one', () => {
    expect(minimumGoalieGames(82)).toBe(25);
    expect(minimumGoalieGames(40)).toBe(13);
    expect(minimumGoalieGames(0)).toBe(1);
  });
});

describe('bestGoalie', () => {
  it('goes to the goalie who stopped the most above the league average', () => {
    const result = bestGoalie({
      standings,
      goalies: [
        goalie(1, { shotsAgainst: 1800, goalsAgainst: 180 }),
        goalie(2, { shotsAgainst: 1800, goalsAgainst: 140, teamId: 2 }),
      ],
    });
    expect(result).toMatchObject({
      award: 'bestGoalie',
      playerId: 2,
      teamId: 2,
      value: '.922 SV%, 2.33 GAA',
      runnersUp: [{ playerId: 1, value: '.900 SV%, 3.00 GAA' }],
    });
  });

  it('counts wins when the goalies stopped as much', () => {
    const result = bestGoalie({
      standings,
      goalies: [goalie(1, { wins: 30 }), goalie(2, { wins: 35 })],
    });
    expect(result?.playerId).toBe(2);
  });

  it('leaves out a goalie short of the minimum games, however well he stopped', () => {
    const result = bestGoalie({
      standings,
      goalies: [goalie(1, { gamesPlayed: 24, goalsAgainst: 30 }), goalie(2, { gamesPlayed: 25 })],
    });
    expect(result).toMatchObject({ playerId: 2, runnersUp: [] });
  });

  it('is null when no goalie played enough', () => {
    expect(bestGoalie({ standings, goalies: [goalie(1, { gamesPlayed: 20 })] })).toBeNull();
    expect(bestGoalie({ standings: [], goalies: [] })).toBeNull();
  });
});

describe('fewestGoalsAgainst', () => {
  it('goes to the lowest GAA among goalies with 25 games of 82', () => {
    const result = fewestGoalsAgainst({
      standings,
      goalies: [
        goalie(1, { gamesPlayed: 60, goalsAgainst: 150 }),
        goalie(2, { gamesPlayed: 30, goalsAgainst: 60 }),
        goalie(3, { gamesPlayed: 24, goalsAgainst: 30 }),
      ],
    });
    expect(result).toMatchObject({
      award: 'fewestGoalsAgainst',
      playerId: 2,
      value: '2.00 GAA',
      runnersUp: [{ playerId: 1, value: '2.50 GAA' }],
    });
  });

  it('breaks a tie on GAA by more games', () => {
    const result = fewestGoalsAgainst({
      standings,
      goalies: [
        goalie(1, { gamesPlayed: 30, goalsAgainst: 60 }),
        goalie(2, { gamesPlayed: 40, goalsAgainst: 80 }),
      ],
    });
    expect(result?.playerId).toBe(2);
  });

  it('scales the minimum to a short season, and is null when nobody reaches it', () => {
    const shortSeason = [team(1, { gamesPlayed: 20, wins: 10, losses: 10 })];
    expect(
      fewestGoalsAgainst({ standings: shortSeason, goalies: [goalie(1, { gamesPlayed: 7 })] })?.playerId,
    ).toBe(1);
    expect(
      fewestGoalsAgainst({ standings: shortSeason, goalies: [goalie(1, { gamesPlayed: 6 })] }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { awardFromRanking, awardResultSchema } from './award-result';
import { regularSeasonAwards } from './season-awards';
import { career, goalie, skater, team } from './season-builder';

// A hand-made season in which each award has a clear winner, decided by its own rule.
const season = {
  standings: [team(1, { wins: 50 }), team(2, { wins: 30 })],
  skaters: [
    skater(10, { teamId: 1, position: 'C', goals: 45, assists: 70, plusMinus: 30 }),
    skater(11, { teamId: 2, position: 'LW', goals: 55, assists: 30 }),
    skater(12, { teamId: 1, position: 'D', goals: 15, assists: 55, plusMinus: 25, shotBlocks: 150 }),
    skater(13, { teamId: 2, position: 'D', goals: 8, assists: 30, plusMinus: -10 }),
    skater(14, { teamId: 2, position: 'RW', goals: 25, assists: 30 }),
  ],
  goalies: [
    goalie(20, { teamId: 1, gamesPlayed: 60, shotsAgainst: 1700, goalsAgainst: 130, wins: 40 }),
    goalie(21, { teamId: 2, gamesPlayed: 60, shotsAgainst: 1900, goalsAgainst: 190, wins: 25 }),
    goalie(22, { teamId: 1, gamesPlayed: 22, shotsAgainst: 600, goalsAgainst: 50, wins: 10 }),
  ],
  careers: [
    career(10, 28, [82, 82]),
    career(11, 27, [80, 78]),
    career(12, 29, [82]),
    career(13, 24, [40]),
    career(14, 20),
    career(22, 21),
  ],
};

describe('regularSeasonAwards', () => {
  it('decides every regular-season award on a full season, in the awards page’s order', () => {
    const winners = regularSeasonAwards(season).map((a) => [a.award, a.playerId ?? a.teamId, a.value]);
    expect(winners).toEqual([
      ['mostPoints', 10, '115 pts'],
      ['mostGoals', 11, '55 goals'],
      ['mvp', 10, '115 pts'],
      ['bestGoalie', 20, '.924 SV%, 2.17 GAA'],
      ['bestDefenseman', 12, '70 pts, +25'],
      ['bestRookie', 14, '55 pts'],
      ['fewestGoalsAgainst', 20, '2.17 GAA'],
      ['bestRecord', 1, '100 pts'],
    ]);
  });

  it('answers results the awards endpoint can send as they are', () => {
    for (const award of regularSeasonAwards(season)) expect(awardResultSchema.parse(award)).toEqual(award);
  });

  it('names the rookie goalie among the rookies, though short of the goalie awards’ minimum', () => {
    const [rookie] = regularSeasonAwards(season).filter((a) => a.award === 'bestRookie');
    expect(rookie?.runnersUp).toEqual([{ playerId: 22, teamId: 1, value: '10 W, .917 SV%' }]);
  });

  it('decides nothing in an empty league', () => {
    expect(regularSeasonAwards({ standings: [], skaters: [], goalies: [], careers: [] })).toEqual([]);
  });

  it('leaves out only the awards a tiny league cannot give', () => {
    const tiny = {
      standings: [
        team(1, { gamesPlayed: 2, wins: 1, losses: 1 }),
        team(2, { gamesPlayed: 2, wins: 1, losses: 1 }),
      ],
      skaters: [skater(1, { gamesPlayed: 2, goals: 1 })],
      goalies: [],
      careers: [],
    };
    expect(regularSeasonAwards(tiny).map((a) => a.award)).toEqual([
      'mostPoints',
      'mostGoals',
      'mvp',
      'bestRecord',
    ]);
  });
});

describe('awardFromRanking', () => {
  it('keeps three runners-up behind the winner', () => {
    const ranked = [1, 2, 3, 4, 5].map((playerId) => ({ playerId, teamId: 1, value: `${playerId}` }));
    expect(awardFromRanking('mvp', ranked)?.runnersUp.map((p) => p.playerId)).toEqual([2, 3, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { winShare } from './win-share';
import { playGames, testLeague } from './test-games';

// Issue 3 targets, from recent NHL regular seasons; checked over 2,000 seeded games.
describe('calibration against NHL regular-season numbers', () => {
  it('lands every per-team and per-game number in its target band', () => {
    const n = 2000;
    const sum = {
      goals: 0,
      shots: 0,
      saves: 0,
      against: 0,
      pp: 0,
      ppGoals: 0,
      hits: 0,
      blocks: 0,
      faceoffs: 0,
    };
    let overtime = 0;
    let shootouts = 0;
    let homeWins = 0;
    for (const data of playGames(createRng(2025), testLeague(2025, 16), n)) {
      for (const team of [data.statistics.teamA, data.statistics.teamB]) {
        sum.goals += team.goals;
        sum.shots += team.shots;
        sum.pp += team.powerPlays;
        sum.ppGoals += team.ppGoals;
        sum.hits += team.hits;
        sum.blocks += team.blocks;
        sum.faceoffs += team.faceoffsWon;
      }
      for (const goalie of [
        ...Object.values(data.goalieStats.teamA),
        ...Object.values(data.goalieStats.teamB),
      ]) {
        sum.saves += goalie.saves;
        sum.against += goalie.shotsAgainst;
      }
      if (data.decidedIn !== 'REG') overtime++;
      if (data.decidedIn === 'SO') shootouts++;
      if (data.homeScore > data.awayScore) homeWins++;
    }
    const perTeam = (x: number) => x / (2 * n);
    const bands: [string, number, number, number][] = [
      ['goals', perTeam(sum.goals), 2.95, 3.2],
      ['shots on goal', perTeam(sum.shots), 28, 31],
      ['save %', sum.saves / sum.against, 0.898, 0.908],
      ['PP opportunities', perTeam(sum.pp), 2.7, 3.2],
      ['PP %', sum.ppGoals / sum.pp, 0.19, 0.23],
      ['hits', perTeam(sum.hits), 18, 24],
      ['blocked shots', perTeam(sum.blocks), 13, 16],
      ['faceoffs per game', sum.faceoffs / n, 54, 62],
      ['games to overtime', overtime / n, 0.19, 0.24],
      ['overtime games settled before a shootout', (overtime - shootouts) / overtime, 0.6, 0.8],
      ['home wins', homeWins / n, 0.52, 0.56],
    ];
    const misses = bands
      .filter(([, value, lo, hi]) => value < lo || value > hi)
      .map(([name, v, lo, hi]) => `${name} ${v.toFixed(3)} not in ${lo}-${hi}`);
    expect(misses).toEqual([]);
  });

  it('lets a team about 10 overall points better win 65-75% of games', () => {
    const rng = createRng(10);
    const strong = {
      name: 'Strong',
      players: generateRoster(rng, { quality: 77, firstId: 1, depth: false }),
    };
    const weak = { name: 'Weak', players: generateRoster(rng, { quality: 67, firstId: 1001, depth: false }) };
    const share = winShare(strong, weak, 2000, rng);
    expect(share).toBeGreaterThanOrEqual(0.65);
    expect(share).toBeLessThanOrEqual(0.75);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generateSchedule, type ScheduledMatchup } from './generate-schedule';
import { balancedMatchups, canBalance } from './matchups';

function countBy(games: readonly ScheduledMatchup[], teams: number, pick: (g: ScheduledMatchup) => number[]) {
  const counts = new Array<number>(teams).fill(0);
  for (const game of games) for (const team of pick(game)) counts[team] = (counts[team] ?? 0) + 1;
  return counts;
}

function checkConstraints(games: ScheduledMatchup[], teams: number) {
  const byTeam = new Map<number, string[]>();
  for (const game of games) {
    expect(game.home).not.toBe(game.away);
    for (const team of [game.home, game.away]) byTeam.set(team, [...(byTeam.get(team) ?? []), game.date]);
  }
  for (const dates of byTeam.values()) {
    const days = dates.map((d) => Date.parse(d) / 86_400_000).sort((a, b) => a - b);
    for (let i = 1; i < days.length; i += 1) expect(days[i]).not.toBe(days[i - 1]); // never twice a day
    for (let i = 2; i < days.length; i += 1) {
      const threeInARow = days[i] === (days[i - 1] ?? 0) + 1 && days[i - 1] === (days[i - 2] ?? 0) + 1;
      expect(threeInARow).toBe(false); // no back-to-back-to-back
    }
  }
  expect(byTeam.size).toBe(teams);
}

describe('generateSchedule', () => {
  it('gives 32 teams 82 games each, 41 at home, within the season', () => {
    const games = generateSchedule(createRng('nhl'), {
      teams: 32,
      gamesPerTeam: 82,
      startDate: '2026-10-07',
      endDate: '2027-04-15',
    });
    expect(games).toHaveLength(1312);
    expect(countBy(games, 32, (g) => [g.home, g.away])).toEqual(new Array(32).fill(82));
    expect(countBy(games, 32, (g) => [g.home])).toEqual(new Array(32).fill(41));
    checkConstraints(games, 32);
    const last =
      games
        .map((g) => g.date)
        .sort()
        .at(-1) ?? '';
    expect(last <= '2027-04-20').toBe(true);
    expect(games.every((g) => ['19:00', '19:30', '20:00'].includes(g.time))).toBe(true);
  });

  it('gives each team about as many back-to-backs as an NHL season (12-16), not one every other week', () => {
    const games = generateSchedule(createRng('nhl'), {
      teams: 32,
      gamesPerTeam: 82,
      startDate: '2026-10-07',
      endDate: '2027-04-15',
    });
    const days = new Map<number, number[]>();
    for (const game of games) {
      const day = Date.parse(game.date) / 86_400_000;
      for (const team of [game.home, game.away]) days.set(team, [...(days.get(team) ?? []), day]);
    }
    const backToBacks = [...days.values()].map((list) => {
      const sorted = list.sort((a, b) => a - b);
      return sorted.filter((day, i) => i > 0 && day === (sorted[i - 1] ?? 0) + 1).length;
    });
    const mean = backToBacks.reduce((a, b) => a + b, 0) / backToBacks.length;
    expect(mean).toBeGreaterThanOrEqual(10);
    expect(mean).toBeLessThanOrEqual(18);
  });

  it('keeps every team within a few games of the others all season', () => {
    const games = generateSchedule(createRng('spread'), {
      teams: 32,
      gamesPerTeam: 82,
      startDate: '2026-10-07',
      endDate: '2027-04-15',
    });
    const dates = [...new Set(games.map((g) => g.date))].sort();
    for (const cutoff of dates.filter((_, i) => i % 10 === 0)) {
      const counts = countBy(
        games.filter((g) => g.date <= cutoff),
        32,
        (g) => [g.home, g.away],
      );
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(3);
    }
  });

  it.each([
    [12, 30],
    [7, 10],
    [4, 5],
    [2, 6],
    [31, 82],
  ])('balances %i teams with %i games each', (teams, gamesPerTeam) => {
    const games = generateSchedule(createRng(teams), {
      teams,
      gamesPerTeam,
      startDate: '2026-10-01',
      endDate: '2027-03-01',
    });
    expect(countBy(games, teams, (g) => [g.home, g.away])).toEqual(new Array(teams).fill(gamesPerTeam));
    const home = countBy(games, teams, (g) => [g.home]);
    expect(Math.max(...home) - Math.min(...home)).toBeLessThanOrEqual(1);
    checkConstraints(games, teams);
  });

  it('is the same for the same seed and differs for another', () => {
    const options = { teams: 8, gamesPerTeam: 14, startDate: '2026-10-01', endDate: '2026-12-01' };
    expect(generateSchedule(createRng(1), options)).toEqual(generateSchedule(createRng(1), options));
    expect(generateSchedule(createRng(1), options)).not.toEqual(generateSchedule(createRng(2), options));
  });

  it('refuses counts that cannot be balanced', () => {
    expect(canBalance(7, 9)).toBe(false);
    expect(canBalance(1, 10)).toBe(false);
    expect(() => balancedMatchups(5, 3)).toThrow(/cannot each play/);
  });
});

import { DEFAULT_GOALIE_PLAN, type GoaliePlan, type Lineup, type PlayerId } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { autoLineup } from '../lineup/auto-lineup';
import { generateRoster } from '../player/generate-roster';
import { chance, createRng } from '../rng';
import { addDays, daysBetween } from './calendar';
import { dressTeam } from './dress-team';
import { afterTeamGame, goalieFatigue, newSeasonSoFar, type TeamSeasonSoFar } from './goalie-rotation';

const roster = generateRoster(createRng(31), { firstId: 1 });
const saved: Lineup = autoLineup(roster);

/** 82 game days from early October, about one in six the day after the last (NHL back-to-backs). */
function seasonDays(seed: number): string[] {
  const rng = createRng(seed);
  const days = ['2026-10-07'];
  while (days.length < 82)
    days.push(addDays(days.at(-1) ?? '', chance(rng, 0.17) ? 1 : chance(rng, 0.5) ? 2 : 3));
  return days;
}

function playSeason(plan: GoaliePlan, seed: number) {
  const days = seasonDays(seed);
  let season: TeamSeasonSoFar = newSeasonSoFar();
  const starters: PlayerId[] = [];
  const fatigue: number[] = [];
  days.forEach((gameDate, i) => {
    const dressed = dressTeam(
      { team: 'away', players: roster, lineup: saved, depthChart: null, goaliePlan: plan, season, gameDate },
      createRng(`${seed}:${i}`),
    );
    if (dressed.starter === null) throw new Error('no starter');
    starters.push(dressed.starter);
    fatigue.push(dressed.goalieFatigue);
    season = afterTeamGame(season, { gameDate, starter: dressed.starter });
  });
  const backupShare = starters.filter((id) => id !== saved.starter_g).length / starters.length;
  return { days, starters, fatigue, backupShare };
}

describe('goalie starts follow the plan', () => {
  it('gives the backup 20-35% of the starts with the default plan, season after season', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { backupShare } = playSeason(DEFAULT_GOALIE_PLAN, seed);
      expect(backupShare).toBeGreaterThanOrEqual(0.2);
      expect(backupShare).toBeLessThanOrEqual(0.35);
    }
  });

  it("tracks the starter's share the GM sets", () => {
    const share = (plan: GoaliePlan) =>
      [1, 2, 3].map((seed) => 1 - playSeason(plan, seed).backupShare).reduce((a, b) => a + b) / 3;
    expect(share({ starterShare: 0.9, restOnBackToBack: false })).toBeCloseTo(0.9, 1);
    expect(share({ starterShare: 0.6, restOnBackToBack: false })).toBeCloseTo(0.6, 1);
    expect(share({ starterShare: 1, restOnBackToBack: false })).toBe(1);
  });

  it('sits the number one on the second day of a back-to-back he started, only when the plan says so', () => {
    const backToBacks = (plan: GoaliePlan) => {
      const { days, starters } = playSeason(plan, 7);
      return days.flatMap((day, i) => {
        const before = days[i - 1];
        return before !== undefined && daysBetween(before, day) === 1 && starters[i - 1] === saved.starter_g
          ? [starters[i]]
          : [];
      });
    };
    const resting = backToBacks(DEFAULT_GOALIE_PLAN);
    expect(resting.length).toBeGreaterThan(3);
    expect(resting.every((id) => id === saved.backup_g)).toBe(true);
    const riding = backToBacks({ starterShare: 1, restOnBackToBack: false });
    expect(riding.every((id) => id === saved.starter_g)).toBe(true);
  });

  it('is the same season for the same seeds', () => {
    expect(playSeason(DEFAULT_GOALIE_PLAN, 9).starters).toEqual(playSeason(DEFAULT_GOALIE_PLAN, 9).starters);
  });
});

describe('goalieFatigue', () => {
  const g = 30;
  const season = (starters: PlayerId[], previousGameDate: string): TeamSeasonSoFar => ({
    previousGameDate,
    recentStarters: starters,
  });

  it('is zero for a rested goalie and high the day after he started', () => {
    expect(goalieFatigue(season([g, 31], '2026-10-10'), g, '2026-10-12')).toBe(0);
    expect(goalieFatigue(season([31, g], '2026-10-10'), g, '2026-10-11')).toBeGreaterThanOrEqual(0.5);
    expect(goalieFatigue(season([31, g], '2026-10-10'), g, '2026-10-12')).toBe(0);
  });

  it('grows with many starts in a row and stays within 0..1', () => {
    const streak = (n: number) => goalieFatigue(season(Array(n).fill(g), '2026-10-10'), g, '2026-10-11');
    expect(streak(10)).toBeGreaterThan(streak(2));
    expect(goalieFatigue(season(Array(10).fill(g), '2026-10-10'), g, '2026-10-13')).toBeGreaterThan(0);
    expect(streak(20)).toBeLessThanOrEqual(1);
  });
});

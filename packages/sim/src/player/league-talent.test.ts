import type { Player } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generateLeague } from './generate-roster';

// An NHL-mode league as league creation asks for it: 32 teams, professional quality, SD 3.5 of team
// quality, stars handed out (apps/server/src/modules/leagues/build-rosters.ts).
const nhlLeague = (seed: string) =>
  generateLeague(createRng(seed), { teams: 32, quality: 72, spread: 3.5, stars: true });
const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const leagues = SEEDS.map(nhlLeague);

const active = (team: Player[]) => team.filter((p) => p.status === 'active');
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const teamStrength = (team: Player[]) => mean(active(team).map((p) => p.overall));
const starter = (team: Player[]) =>
  Math.max(
    ...active(team)
      .filter((p) => p.position === 'G')
      .map((p) => p.overall),
  );

describe('the talent of an NHL-mode league', () => {
  it.each(SEEDS.map((seed, i) => [seed, leagues[i] ?? []] as const))(
    'has a few stars (8-15 at 88+, 1-3 at 93+, none past 97) in league %s',
    (_seed, league) => {
      const overalls = league.flatMap(active).map((p) => p.overall);
      expect(overalls.filter((o) => o >= 88).length).toBeGreaterThanOrEqual(8);
      expect(overalls.filter((o) => o >= 88).length).toBeLessThanOrEqual(15);
      expect(overalls.filter((o) => o >= 93).length).toBeGreaterThanOrEqual(1);
      expect(overalls.filter((o) => o >= 93).length).toBeLessThanOrEqual(3);
      expect(Math.max(...overalls)).toBeLessThanOrEqual(97);
    },
  );

  it('has a long tail of depth players in the 50s and low 60s', () => {
    const skaters = leagues.flatMap((l) => l.flatMap(active)).filter((p) => p.position !== 'G');
    const depth = skaters.filter((p) => p.overall < 64).length / skaters.length;
    expect(depth).toBeGreaterThan(0.12);
    expect(depth).toBeLessThan(0.3);
    expect(Math.min(...skaters.map((p) => p.overall))).toBeLessThan(58);
  });

  it('makes contenders and rebuilding teams, not copies of the league average', () => {
    for (const league of leagues) {
      const strengths = league.map(teamStrength);
      expect(sd(strengths)).toBeGreaterThan(2.5);
      expect(sd(strengths)).toBeLessThan(4);
      expect(Math.max(...strengths) - Math.min(...strengths)).toBeGreaterThan(9);
    }
  });

  it('hands stars out unevenly, more often to the stronger teams', () => {
    let strongStars = 0;
    let weakStars = 0;
    for (const league of leagues) {
      const starsOf = league.map((team) => active(team).filter((p) => p.overall >= 88).length);
      expect(starsOf.filter((n) => n === 0).length).toBeGreaterThan(10);
      expect(Math.max(...starsOf)).toBeGreaterThanOrEqual(2);
      const byStrength = league.map((team, i) => [teamStrength(team), starsOf[i] ?? 0] as const);
      byStrength.sort((a, b) => b[0] - a[0]);
      strongStars += byStrength.slice(0, 16).reduce((s, [, n]) => s + n, 0);
      weakStars += byStrength.slice(16).reduce((s, [, n]) => s + n, 0);
    }
    expect(strongStars).toBeGreaterThan(1.5 * weakStars);
    expect(weakStars).toBeGreaterThan(0);
  });

  it('spreads starting goalies from the low 70s to about 92, backups below them', () => {
    for (const league of leagues) {
      const starters = league.map(starter);
      expect(Math.min(...starters)).toBeLessThanOrEqual(74);
      expect(Math.max(...starters)).toBeGreaterThanOrEqual(89);
      expect(Math.max(...starters)).toBeLessThanOrEqual(93);
      expect(mean(starters)).toBeGreaterThan(75);
      expect(mean(starters)).toBeLessThan(80);
    }
  });

  it('keeps test leagues even when asked for no spread and no stars', () => {
    const even = generateLeague(createRng('even'), { teams: 16 });
    expect(sd(even.map(teamStrength))).toBeLessThan(1);
    expect(Math.max(...even.flatMap(active).map((p) => p.overall))).toBeLessThan(88);
  });

  it('keeps the dressed players of an average team about one point above its quality', () => {
    const even = generateLeague(createRng('dressed'), { teams: 16, quality: 72 });
    const dressed = even.flatMap((team) => {
      const roster = active(team);
      const top = (pos: (p: Player) => boolean, n: number) =>
        roster
          .filter(pos)
          .sort((a, b) => b.overall - a.overall)
          .slice(0, n);
      return [
        ...top((p) => p.position !== 'D' && p.position !== 'G', 12),
        ...top((p) => p.position === 'D', 6),
      ];
    });
    expect(mean(dressed.map((p) => p.overall))).toBeGreaterThan(72.5);
    expect(mean(dressed.map((p) => p.overall))).toBeLessThan(74);
  });
});

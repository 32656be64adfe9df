import type { Player, PlayerRole } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generateLeague } from './generate-roster';
import { handsOf, shootingOf } from './ratings';

const league = generateLeague(createRng('roles'), { teams: 32, quality: 72, spread: 3.5, stars: true });
const players = league.flat();
const skaters = players.filter((p) => p.attributes);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const withRole = (role: PlayerRole) => skaters.filter((p) => p.role === role);
const avg = (role: PlayerRole, of: (p: Player) => number) => mean(withRole(role).map(of));
const a = (p: Player) => {
  if (!p.attributes) throw new Error('a skater has attributes');
  return p.attributes;
};
// Skill relative to his overall, so that roles of different depth compare fairly.
const shootingEdge = (p: Player) => shootingOf(a(p)) - p.overall;
const passingEdge = (p: Player) => a(p).puckSkills.passing - p.overall;

describe('player roles', () => {
  it('gives goalies the goalie role and skaters a role of their position', () => {
    for (const p of players) {
      if (p.position === 'G') expect(p.role).toBe('goalie');
      else if (p.position === 'D') expect(p.role).toMatch(/-defenseman$/);
      else expect(p.role).not.toMatch(/defenseman|goalie/);
    }
  });

  it('makes snipers the shooters and playmakers the passers', () => {
    expect(avg('sniper', shootingEdge) - avg('playmaker', shootingEdge)).toBeGreaterThan(5);
    expect(avg('playmaker', passingEdge) - avg('sniper', passingEdge)).toBeGreaterThan(4);
  });

  it('makes enforcers fighters and hitters with little discipline or skill', () => {
    const enforcers = withRole('enforcer');
    expect(enforcers.length).toBeGreaterThan(5);
    for (const p of enforcers) {
      expect(a(p).physique.fighting).toBeGreaterThanOrEqual(75);
      expect(a(p).physique.hitting).toBeGreaterThanOrEqual(70);
      expect(a(p).senses.discipline).toBeLessThanOrEqual(50);
    }
    expect(avg('enforcer', (p) => a(p).physique.strength - p.overall)).toBeGreaterThan(
      avg('sniper', (p) => a(p).physique.strength - p.overall) + 10,
    );
    expect(avg('enforcer', (p) => handsOf(a(p)) - p.overall)).toBeLessThan(
      avg('two-way', (p) => handsOf(a(p)) - p.overall) - 5,
    );
  });

  it('makes grinders hit and check with modest skill, defensive defensemen block shots', () => {
    expect(avg('grinder', (p) => a(p).physique.hitting)).toBeGreaterThan(75);
    expect(avg('sniper', (p) => a(p).physique.hitting)).toBeLessThan(55);
    expect(avg('grinder', (p) => a(p).defense.stickChecking - p.overall)).toBeGreaterThan(
      avg('sniper', (p) => a(p).defense.stickChecking - p.overall) + 5,
    );
    expect(avg('grinder', shootingEdge)).toBeLessThan(avg('sniper', shootingEdge) - 5);
    expect(avg('defensive-defenseman', (p) => a(p).defense.shotBlocking - p.overall)).toBeGreaterThan(
      avg('offensive-defenseman', (p) => a(p).defense.shotBlocking - p.overall) + 6,
    );
  });

  it('dresses at most one enforcer and at least two grinders per team, scorers on the top lines', () => {
    for (const team of league) {
      const forwards = team.filter((p) => p.status === 'active' && p.attributes && p.position !== 'D');
      expect(forwards.filter((p) => p.role === 'enforcer').length).toBeLessThanOrEqual(1);
      expect(forwards.filter((p) => p.role === 'grinder').length).toBeGreaterThanOrEqual(2);
      const topSix = [...forwards].sort((x, y) => y.overall - x.overall).slice(0, 6);
      expect(topSix.filter((p) => p.role === 'grinder' || p.role === 'enforcer').length).toBeLessThanOrEqual(
        1,
      );
    }
    const teamsWithEnforcer = league.filter((team) =>
      team.some((p) => p.status === 'active' && p.role === 'enforcer'),
    ).length;
    expect(teamsWithEnforcer).toBeGreaterThan(6);
    expect(teamsWithEnforcer).toBeLessThan(22);
  });
});

describe('age and potential', () => {
  it('ages an NHL roster from 18 to 40, most players in their twenties', () => {
    const active = players.filter((p) => p.status === 'active');
    expect(Math.min(...active.map((p) => p.age))).toBeGreaterThanOrEqual(18);
    expect(Math.max(...active.map((p) => p.age))).toBeLessThanOrEqual(40);
    expect(mean(active.map((p) => p.age))).toBeGreaterThan(25.5);
    expect(mean(active.map((p) => p.age))).toBeLessThan(28.5);
    expect(active.filter((p) => p.age >= 22 && p.age <= 30).length / active.length).toBeGreaterThan(0.6);
    expect(players.filter((p) => p.status === 'prospect').every((p) => p.age <= 21)).toBe(true);
  });

  it('gives young players room to grow and veterans none', () => {
    for (const p of players) {
      expect(p.potential).toBeGreaterThanOrEqual(p.overall);
      if (p.age >= 27) expect(p.potential).toBe(p.overall);
      if (p.attributes) expect(p.attributes.senses.potential).toBe(p.potential);
    }
    const growth = (min: number, max: number) =>
      mean(players.filter((p) => p.age >= min && p.age <= max).map((p) => (p.potential ?? 0) - p.overall));
    expect(growth(18, 20)).toBeGreaterThan(10);
    expect(growth(18, 20)).toBeGreaterThan(growth(23, 25) + 5);
    expect(growth(23, 25)).toBeGreaterThan(1);
  });
});

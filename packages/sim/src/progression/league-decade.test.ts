import type { Position } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { at } from '../list';
import { simulateLeagueDecade } from './league-decade';

// Ten summers of a generated 32-team league, retirees replaced by generated prospects (docs/decisions/025).
const decade = simulateLeagueDecade(createRng('decade'));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const forward = (p: Position) => p === 'C' || p === 'LW' || p === 'RW';
const changeAt = (isPosition: (p: Position) => boolean, from: number, to: number) =>
  mean(
    decade.changes.filter((c) => isPosition(c.position) && c.age >= from && c.age <= to).map((c) => c.change),
  );

describe('a league over ten summers', () => {
  it('follows the aging curve: gains under 24, flat at 27-28, a decline that steepens past 30', () => {
    expect(changeAt(forward, 18, 20)).toBeGreaterThan(2);
    expect(changeAt(forward, 21, 23)).toBeGreaterThan(1.5);
    expect(changeAt(forward, 24, 26)).toBeGreaterThan(0.5);
    expect(changeAt(forward, 24, 26)).toBeLessThan(changeAt(forward, 21, 23));
    expect(Math.abs(changeAt(forward, 27, 28))).toBeLessThan(0.5);
    const d29 = changeAt(forward, 29, 30);
    const d31 = changeAt(forward, 31, 32);
    const d33 = changeAt(forward, 33, 34);
    const d35 = changeAt(forward, 35, 45);
    expect(d29).toBeLessThan(0);
    expect(d31).toBeLessThan(d29 - 0.5);
    expect(d33).toBeLessThan(d31 - 0.5);
    expect(d35).toBeLessThan(d33 - 0.5);
  });

  it('declines defensemen later than forwards and goalies later still', () => {
    const f = changeAt(forward, 29, 32);
    const d = changeAt((p) => p === 'D', 29, 32);
    const g = changeAt((p) => p === 'G', 29, 32);
    expect(d).toBeGreaterThan(f + 0.2);
    expect(g).toBeGreaterThan(d + 0.1);
  });

  it("takes veterans' legs before their hands, and their experience keeps growing", () => {
    const speed = mean(decade.veterans.map((v) => v.speed));
    const hands = mean(decade.veterans.map((v) => v.hands));
    expect(speed).toBeLessThan(hands - 1);
    expect(mean(decade.veterans.map((v) => v.awareness))).toBeGreaterThanOrEqual(0);
    expect(mean(decade.veterans.map((v) => v.experience))).toBeGreaterThan(2);
  });

  it('retires about four or five players a team a year, nobody past 42', () => {
    const summers = decade.years.slice(1);
    expect(mean(summers.map((y) => y.retiredPerTeam))).toBeGreaterThanOrEqual(3.8);
    expect(mean(summers.map((y) => y.retiredPerTeam))).toBeLessThanOrEqual(5);
    for (const year of summers) {
      expect(year.retiredPerTeam).toBeGreaterThanOrEqual(3);
      expect(year.retiredPerTeam).toBeLessThanOrEqual(6);
    }
    for (const year of decade.years) expect(year.oldest).toBeLessThanOrEqual(42);
  });

  it("keeps the league's talent where it started: level, spread, stars and age", () => {
    const start = at(decade.years, 0);
    for (const year of decade.years) {
      expect(Math.abs(year.meanActiveOverall - start.meanActiveOverall)).toBeLessThan(2.5);
      expect(Math.abs(year.meanOverall - start.meanOverall)).toBeLessThan(2.5);
      expect(Math.abs(year.activeOverall[1] - start.activeOverall[1])).toBeLessThanOrEqual(2);
      expect(Math.abs(year.activeOverall[2] - start.activeOverall[2])).toBeLessThanOrEqual(3);
      expect(year.activeOverall[0] - start.activeOverall[0]).toBeLessThanOrEqual(6);
      expect(year.stars).toBeLessThan(start.stars * 3 + 5);
      expect(Math.abs(year.meanAge - start.meanAge)).toBeLessThan(1.5);
    }
    const last = at(decade.years, decade.years.length - 1);
    expect(last.stars).toBeGreaterThan(0);
  });
});

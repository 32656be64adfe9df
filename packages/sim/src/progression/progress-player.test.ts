import type { Player, Position } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generatePlayer } from '../player/generate-player';
import { overallOf } from '../player/ratings';
import { progressPlayer } from './progress-player';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Many players of one age and position at 72, each through one summer. */
function summers(position: Position, age: number, count = 400) {
  const rng = createRng(`summers-${position}-${age}`);
  return Array.from({ length: count }, (_, i) => {
    const before = generatePlayer(rng, { id: i, position, age, overall: 72 });
    return { before, ...progressPlayer(before, rng) };
  });
}
const meanChange = (position: Position, age: number) =>
  mean(summers(position, age).map(({ change }) => change.overall.to - change.overall.from));

describe('progressPlayer', () => {
  it('makes him a year older and leaves the player it was given untouched', () => {
    const rng = createRng('older');
    const before = generatePlayer(rng, { id: 1, position: 'C', age: 24, overall: 70 });
    const copy = JSON.stringify(before);
    const { player, change } = progressPlayer(before, rng);
    expect(player.age).toBe(25);
    expect(change.age).toEqual({ from: 24, to: 25 });
    expect(JSON.stringify(before)).toBe(copy);
  });

  it('keeps the overall the one his attributes give', () => {
    for (const { player } of [...summers('D', 22, 50), ...summers('G', 35, 50), ...summers('LW', 33, 50)])
      expect(player.overall).toBe(overallOf(player.position, player.attributes, player.goalieAttributes));
  });

  it('gives the same summer for the same seed', () => {
    const player = generatePlayer(createRng('same'), { id: 1, position: 'RW', age: 21, overall: 65 });
    expect(progressPlayer(player, createRng('s'))).toEqual(progressPlayer(player, createRng('s')));
  });

  it('grows the young, holds the prime and declines the old, faster each year past 30', () => {
    expect(meanChange('C', 20)).toBeGreaterThan(1.5);
    expect(Math.abs(meanChange('C', 27))).toBeLessThan(0.4);
    const at30 = meanChange('C', 30);
    const at32 = meanChange('C', 32);
    const at35 = meanChange('C', 35);
    expect(at30).toBeLessThan(0);
    expect(at32).toBeLessThan(at30 - 0.5);
    expect(at35).toBeLessThan(at32 - 1);
  });

  it('declines defensemen about a year after forwards and goalies about two', () => {
    const forward = meanChange('LW', 32);
    expect(meanChange('D', 32)).toBeGreaterThan(forward + 0.3);
    expect(meanChange('G', 32)).toBeGreaterThan(meanChange('D', 32) + 0.3);
  });

  it('takes the legs first when he declines, while experience keeps growing', () => {
    const old = summers('C', 34);
    const lost = (of: (p: Player) => number) =>
      mean(old.map(({ before, player }) => of(player) - of(before)));
    const skater = (p: Player) => {
      if (!p.attributes) throw new Error('a skater has attributes');
      return p.attributes;
    };
    const speed = lost((p) => skater(p).skating.speed);
    const passing = lost((p) => skater(p).puckSkills.passing);
    expect(speed).toBeLessThan(passing - 1);
    expect(lost((p) => skater(p).senses.offensiveAwareness)).toBeGreaterThanOrEqual(0);
    expect(lost((p) => skater(p).senses.experience)).toBeGreaterThan(2);
  });

  it('grows a young player with room faster than one at his ceiling', () => {
    const rng = createRng('room');
    const grow = (potential: number) =>
      mean(
        Array.from({ length: 300 }, (_, i) => {
          const player = {
            ...generatePlayer(rng, { id: i, position: 'C', age: 21, overall: 65 }),
            potential,
          };
          const { change } = progressPlayer(player, rng);
          return change.overall.to - change.overall.from;
        }),
      );
    expect(grow(85)).toBeGreaterThan(grow(65) + 2);
  });

  it('sets potential to the overall from 27 and moves young potential with luck', () => {
    for (const { player } of summers('RW', 26, 100)) expect(player.potential).toBe(player.overall);
    const young = summers('RW', 19, 200);
    for (const { player } of young) expect(player.potential).toBeGreaterThanOrEqual(player.overall);
    const moved = young.map(({ change }) => change.potential.to - change.potential.from);
    expect(new Set(moved).size).toBeGreaterThan(5);
    const luckyCeiling = young
      .filter(({ change }) => change.luck > 2)
      .map(({ change }) => change.potential.to - change.potential.from);
    const unluckyCeiling = young
      .filter(({ change }) => change.luck < -2)
      .map(({ change }) => change.potential.to - change.potential.from);
    expect(mean(luckyCeiling)).toBeGreaterThan(mean(unluckyCeiling) + 2);
  });

  it('explains the change: age, potential and luck add up to it and the reasons name them', () => {
    for (const { change } of [...summers('C', 20, 100), ...summers('D', 34, 100)]) {
      const sum = change.expected.age + change.expected.potential + change.luck;
      expect(sum).toBeCloseTo(change.overall.to - change.overall.from, 5);
    }
    const veteran = summers('C', 34, 100);
    expect(veteran.every(({ change }) => change.reasons.includes('decline'))).toBe(true);
    expect(veteran.every(({ change }) => change.expected.age < 0)).toBe(true);
    const rookie = summers('C', 19, 100);
    expect(
      rookie.filter(({ change }) => change.reasons[0] === 'potential' || change.reasons[0] === 'luck').length,
    ).toBeGreaterThan(80);
    expect(summers('C', 27, 100).some(({ change }) => change.reasons.includes('peak'))).toBe(true);
  });
});

import { playerSchema, REGULAR_ABOVE_FORWARD, type Player } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { REGULAR_OFFSET } from '../player/generate-roster';
import { progressPlayer } from '../progression';
import { generateDraftClass, type GeneratedProspect } from './generate-class';

const QUALITY = 72;
const big = generateDraftClass(createRng('big class'), { size: 3000, draftYear: 2031, quality: QUALITY });
const share = (xs: readonly GeneratedProspect[], test: (p: GeneratedProspect) => boolean) =>
  xs.filter(test).length / xs.length;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('generateDraftClass', () => {
  it("measures each position from its own regular's level, the scale the scouts rank by", () => {
    expect(REGULAR_OFFSET.D - REGULAR_OFFSET.F).toBe(REGULAR_ABOVE_FORWARD.D);
    expect(REGULAR_OFFSET.G - REGULAR_OFFSET.F).toBe(REGULAR_ABOVE_FORWARD.G);
  });

  it('makes the number asked for, the same class for the same seed', () => {
    const options = { size: 291, draftYear: 2031, quality: QUALITY };
    const one = generateDraftClass(createRng('same'), options);
    expect(one).toHaveLength(291);
    expect(generateDraftClass(createRng('same'), options)).toEqual(one);
    expect(generateDraftClass(createRng('other'), options)).not.toEqual(one);
    expect(generateDraftClass(createRng('none'), { ...options, size: 0 })).toEqual([]);
  });

  it('makes valid draft-eligible players: 18, a few 19, potential at or above overall', () => {
    for (const { player, scoutBias } of big) {
      expect(playerSchema.safeParse(player).success).toBe(true);
      expect(player.status).toBe('draft');
      expect([18, 19]).toContain(player.age);
      expect(player.potential).toBeGreaterThanOrEqual(player.overall);
      expect(Math.abs(scoutBias)).toBeLessThanOrEqual(1);
    }
    expect(share(big, (p) => p.player.age === 19)).toBeGreaterThan(0.06);
    expect(share(big, (p) => p.player.age === 19)).toBeLessThan(0.2);
  });

  it('mixes positions as the NHL draft does: the shape of a roster, 13 forwards, 7 defencemen, 2 goalies', () => {
    const forwards = share(big, (p) => ['C', 'LW', 'RW'].includes(p.player.position));
    expect(forwards).toBeGreaterThan(0.53);
    expect(forwards).toBeLessThan(0.63);
    expect(share(big, (p) => p.player.position === 'D')).toBeGreaterThan(0.28);
    expect(share(big, (p) => p.player.position === 'D')).toBeLessThan(0.38);
    expect(share(big, (p) => p.player.position === 'G')).toBeGreaterThan(0.07);
    expect(share(big, (p) => p.player.position === 'G')).toBeLessThan(0.13);
  });

  it('draws Canadians most, then Americans, then the European hockey countries', () => {
    const from = (code: string) => share(big, (p) => p.player.country === code);
    expect(from('CAN')).toBeGreaterThan(from('USA'));
    expect(from('USA')).toBeGreaterThan(from('SWE'));
    for (const code of ['SWE', 'FIN', 'RUS', 'CZE', 'SVK', 'SUI', 'GER'])
      expect(from(code)).toBeGreaterThan(0.01);
    expect(from('CAN') + from('USA')).toBeLessThan(0.7);
  });

  it('has a long top: a first round far above the bulk, and no 18-year-old a star already', () => {
    const potentials = big.map((p) => p.player.potential ?? 0).sort((a, b) => b - a);
    const top = mean(potentials.slice(0, 110)); // the first round of a 291-player class, scaled
    const middle = mean(potentials.slice(1000, 2000));
    expect(top - middle).toBeGreaterThan(12);
    expect(Math.max(...big.map((p) => p.player.overall))).toBeLessThanOrEqual(QUALITY + 2);
    // Today's ratings follow the future: the best prospects are the best players now too.
    const byPotential = [...big].sort((a, b) => (b.player.potential ?? 0) - (a.player.potential ?? 0));
    const overallOf = (xs: GeneratedProspect[]) => mean(xs.map((p) => p.player.overall));
    expect(overallOf(byPotential.slice(0, 300))).toBeGreaterThan(overallOf(byPotential.slice(1500)) + 5);
  });

  it('gives every prospect a note of one or two sentences, and rarely the same note twice', () => {
    for (const { scoutingNote } of big) {
      expect(scoutingNote).toMatch(/^[A-Z].*\.$/);
      expect(scoutingNote.split(/[.;:] /).length).toBeLessThanOrEqual(3);
      expect(scoutingNote).not.toMatch(/undefined|NaN/);
    }
    expect(new Set(big.map((p) => p.scoutingNote)).size).toBeGreaterThan(big.length * 0.85);
  });

  it('yields regulars as the NHL draft does: most first-rounders, about a quarter of second-rounders, few later', () => {
    // Ten 32-team drafts of 7 rounds in the order of true potential, each pick developed to 25.
    const regularBy = (p: Player) =>
      QUALITY + REGULAR_OFFSET[p.position === 'G' ? 'G' : p.position === 'D' ? 'D' : 'F'] - 1;
    const rounds = [0, 0, 0, 0, 0, 0, 0];
    for (let d = 0; d < 10; d += 1) {
      const rng = createRng(`yield ${d}`);
      const order = generateDraftClass(rng, { size: 291, draftYear: 2031, quality: QUALITY }).sort(
        (a, b) => (b.player.potential ?? 0) - (a.player.potential ?? 0),
      );
      order.slice(0, 224).forEach(({ player }, i) => {
        let current = player;
        let peak = current.overall;
        while (current.age < 25) {
          current = progressPlayer(current, rng).player;
          peak = Math.max(peak, current.overall);
        }
        if (peak >= regularBy(player)) rounds[Math.floor(i / 32)] = (rounds[Math.floor(i / 32)] ?? 0) + 1;
      });
    }
    const rate = rounds.map((n) => n / 320);
    expect(rate[0]).toBeGreaterThan(0.5);
    expect(rate[0]).toBeLessThan(0.8);
    expect(rate[1]).toBeGreaterThan(0.14);
    expect(rate[1]).toBeLessThan(0.36);
    for (const later of rate.slice(3)) expect(later).toBeLessThan(0.13);
  });
});

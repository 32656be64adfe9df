import { naturalSlotPositions, playerSchema } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generatePlayer } from './generate-player';
import { generateLeague, generateRoster } from './generate-roster';
import { overallOf } from './ratings';

describe('generatePlayer', () => {
  it('produces a valid SPEC §3 player whose overall follows the formula and lands near the target', () => {
    const rng = createRng(1);
    for (const position of ['C', 'LW', 'RW', 'D', 'G'] as const) {
      for (const target of [55, 70, 85]) {
        const player = generatePlayer(rng, { id: `${position}${target}`, position, overall: target });
        expect(playerSchema.parse(player)).toEqual(player);
        expect(player.overall).toBe(overallOf(position, player.attributes, player.goalieAttributes));
        expect(Math.abs(player.overall - target)).toBeLessThanOrEqual(3);
        expect(position === 'G' ? player.goalieAttributes : player.attributes).toBeDefined();
        expect(position === 'G' ? player.attributes : player.goalieAttributes).toBeUndefined();
      }
    }
  });

  it('gives centres much better faceoff ratings than wingers', () => {
    const rng = createRng(2);
    const faceoffs = (position: 'C' | 'LW') =>
      Array.from(
        { length: 200 },
        (_, i) => generatePlayer(rng, { id: i, position }).attributes?.defense.faceoffs ?? 0,
      );
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(faceoffs('C')) - mean(faceoffs('LW'))).toBeGreaterThan(12);
  });
});

describe('generateRoster', () => {
  const roster = generateRoster(createRng(3), { quality: 72, idPrefix: 'tor-' });
  const active = roster.filter((p) => p.status === 'active');

  it('dresses 14 forwards, 8 defencemen (4 per side) and 3 goalies', () => {
    const count = (pred: (p: (typeof roster)[number]) => boolean) => active.filter(pred).length;
    expect(count((p) => ['C', 'LW', 'RW'].includes(p.position))).toBe(14);
    expect(count((p) => p.position === 'C')).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.position === 'D')).toBe(8);
    expect(count((p) => naturalSlotPositions(p).includes('LD'))).toBeGreaterThanOrEqual(4);
    expect(count((p) => naturalSlotPositions(p).includes('RD'))).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.position === 'G')).toBe(3);
  });

  it('adds minor-leaguers (~30%) and prospects (~40%) with unique ids and jersey numbers', () => {
    expect(roster.filter((p) => p.status === 'minors')).toHaveLength(8);
    expect(roster.filter((p) => p.status === 'prospect')).toHaveLength(10);
    expect(new Set(roster.map((p) => p.jerseyNumber)).size).toBe(roster.length);
    expect(new Set(roster.map((p) => p.id)).size).toBe(roster.length);
    expect(roster.every((p) => String(p.id).startsWith('tor-'))).toBe(true);
    for (const p of roster) playerSchema.parse(p);
  });

  it('builds leagues with unique numeric ids and an optional quality spread', () => {
    const league = generateLeague(createRng(4), { teams: 6, spread: 5 });
    const ids = league.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const ratings = league.map(
      (t) => t.filter((p) => p.status === 'active').reduce((s, p) => s + p.overall, 0) / 25,
    );
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(3);
  });
});

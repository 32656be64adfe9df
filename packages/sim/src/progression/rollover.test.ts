import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { createRng } from '../rng';
import { generateRoster } from '../player/generate-roster';
import { rolloverPlayers } from './rollover';

describe('rolloverPlayers', () => {
  const roster = [
    ...generateRoster(createRng('team'), { firstId: 1 }),
    ...Array.from({ length: 4 }, (_, i) => ({
      ...at(generateRoster(createRng(`old-${i}`), { firstId: 1000 + i * 100, depth: false }), 0),
      age: 41,
    })),
  ];
  const summer = rolloverPlayers(roster, createRng('summer'));

  it('keeps everyone once: playing on or retired, each with his change', () => {
    const ids = [...summer.players, ...summer.retired].map((p) => p.id).sort();
    expect(ids).toEqual(roster.map((p) => p.id).sort());
    expect(summer.changes.size).toBe(roster.length);
    for (const p of [...summer.players, ...summer.retired])
      expect(summer.changes.get(p.id)?.age.to).toBe(p.age);
  });

  it('ages everyone a year and retires every one who turns 42', () => {
    const before = new Map(roster.map((p) => [p.id, p.age]));
    for (const p of summer.players) expect(p.age).toBe((before.get(p.id) ?? 0) + 1);
    expect(summer.retired.filter((p) => p.age === 42)).toHaveLength(4);
    expect(summer.players.some((p) => p.overall > (roster.find((r) => r.id === p.id)?.overall ?? 99))).toBe(
      true,
    );
    expect(summer.players.some((p) => p.overall < (roster.find((r) => r.id === p.id)?.overall ?? 0))).toBe(
      true,
    );
  });
});

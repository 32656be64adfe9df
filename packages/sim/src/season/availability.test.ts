import type { Injury, Player } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { dressablePool, isAvailable, unavailableReason } from './availability';

const hurt = (returnDate: string): Injury => ({
  type: 'Knee',
  injuredOn: '2026-10-10',
  returnDate,
  gamesOut: 4,
  dayToDay: false,
});

describe('isAvailable', () => {
  it('is out while his return date is after the game day, back on the day itself', () => {
    expect(isAvailable({ injury: hurt('2026-10-20') }, '2026-10-19')).toBe(false);
    expect(isAvailable({ injury: hurt('2026-10-20') }, '2026-10-20')).toBe(true);
    expect(isAvailable({ injury: hurt('2026-10-20') }, '2026-10-21T00:30:00.000Z')).toBe(true);
    expect(isAvailable({ injury: null }, '2026-10-19')).toBe(true);
    expect(isAvailable({}, '2026-10-19')).toBe(true);
  });
});

describe('unavailableReason', () => {
  const fit = { status: 'active' as const, injury: null };
  it('names why a player cannot dress', () => {
    expect(unavailableReason(fit, '2026-10-19')).toBeNull();
    expect(unavailableReason({ ...fit, injury: hurt('2026-10-20') }, '2026-10-19')).toBe('injured');
    expect(unavailableReason({ ...fit, status: 'scratched' }, '2026-10-19')).toBe('scratched');
    expect(unavailableReason({ ...fit, status: 'minors' }, '2026-10-19')).toBe('unavailable');
    expect(unavailableReason(undefined, '2026-10-19')).toBe('unavailable');
  });
});

describe('dressablePool', () => {
  const roster = generateRoster(createRng(4), { firstId: 1 });
  const active = roster.filter((p) => p.status === 'active');

  it('is the fit active roster when it has enough players', () => {
    const knee = active[0] as Player;
    const pool = dressablePool(
      roster.map((p) => (p === knee ? { ...p, injury: hurt('2026-11-01') } : p)),
      '2026-10-19',
    );
    expect(pool.map((p) => p.id).sort()).toEqual(
      active
        .filter((p) => p !== knee)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('calls up the best fit minor-leaguers when hurt players leave it short of goalies', () => {
    const goalies = active.filter((p) => p.position === 'G');
    const players = roster.map((p) =>
      goalies.slice(0, 2).includes(p) ? { ...p, injury: hurt('2026-11-01') } : p,
    );
    const pool = dressablePool(players, '2026-10-19');
    const poolGoalies = pool.filter((p) => p.position === 'G');
    expect(poolGoalies).toHaveLength(2);
    const bestMinor = roster
      .filter((p) => p.status === 'minors' && p.position === 'G')
      .sort((a, b) => b.overall - a.overall)[0];
    expect(poolGoalies.map((p) => p.id)).toContain(bestMinor?.id);
  });
});

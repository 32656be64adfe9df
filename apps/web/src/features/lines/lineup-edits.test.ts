import { emptyLineup } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { clearSlot, evenStrengthDuplicates, placePlayer } from './lineup-edits';

describe('lineup edits (SPEC §4 line editor)', () => {
  it('places a player from the list without removing him from other slots', () => {
    const start = { ...emptyLineup(), line1_c: 7 };
    const next = placePlayer(start, 'line2_c', 7);
    expect(next.line1_c).toBe(7);
    expect(next.line2_c).toBe(7);
    expect(start.line2_c).toBeNull();
  });

  it('swaps when a player is dragged from one slot onto another', () => {
    const start = { ...emptyLineup(), line1_c: 7, line2_c: 9 };
    expect(placePlayer(start, 'line2_c', 7, 'line1_c')).toMatchObject({ line1_c: 9, line2_c: 7 });
    expect(placePlayer(start, 'line3_c', 7, 'line1_c')).toMatchObject({ line1_c: null, line3_c: 7 });
  });

  it('clears a slot', () => {
    expect(clearSlot({ ...emptyLineup(), starter_g: 3 }, 'starter_g').starter_g).toBeNull();
  });

  it('finds players in two even-strength slots, ignoring special teams', () => {
    const lineup = {
      ...emptyLineup(),
      line1_c: 7,
      line3_lw: 7,
      pp1_c: 7,
      pk1_f1: 8,
      line2_c: 8,
      starter_g: 1,
    };
    const duplicates = evenStrengthDuplicates(lineup);
    expect([...duplicates]).toEqual([[7, ['line1_c', 'line3_lw']]]);
  });
});

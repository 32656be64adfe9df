import { describe, expect, it } from 'vitest';
import { emptyLineup, type Lineup } from './lineup';
import {
  bestForSlot,
  describeLineupChange,
  repairLineup,
  slotFit,
  type SlotCandidate,
} from './lineup-repair';

const player = (
  id: number,
  position: string,
  overall: number,
  naturalPosition = position,
): SlotCandidate => ({
  id,
  position,
  naturalPosition,
  overall,
});

describe('slot fit', () => {
  it('ranks a natural position over another of the group over the other group; goalies only in goal', () => {
    expect(slotFit(player(1, 'C', 70), 'line1_c')).toBe(3);
    expect(slotFit(player(1, 'LW', 70), 'line1_c')).toBe(2);
    expect(slotFit(player(1, 'D', 70), 'line1_c')).toBe(1);
    expect(slotFit(player(1, 'G', 70), 'line1_c')).toBe(0);
    expect(slotFit(player(1, 'D', 70, 'D'), 'defense1_rd')).toBe(3);
    expect(slotFit(player(1, 'D', 70, 'LD'), 'defense1_rd')).toBe(2);
    expect(slotFit(player(1, 'RW', 70), 'defense1_rd')).toBe(1);
    expect(slotFit(player(1, 'G', 70), 'starter_g')).toBe(3);
    expect(slotFit(player(1, 'D', 70), 'backup_g')).toBe(0);
    expect(slotFit(player(1, 'RW', 70), 'pk1_f1')).toBe(3);
  });
});

describe('best for a slot', () => {
  it('takes a forward of another forward position over a better-rated defenceman', () => {
    const lw = player(2, 'LW', 74);
    expect(bestForSlot('line1_c', [player(1, 'D', 80), lw])).toBe(lw);
  });

  it('takes the natural position over a better-rated forward of another position', () => {
    const c = player(3, 'C', 60);
    expect(bestForSlot('line1_c', [player(1, 'LW', 80), c])).toBe(c);
  });

  it('takes a defenceman at forward only when no forward is left', () => {
    const d = player(1, 'D', 60);
    expect(bestForSlot('line1_c', [d, player(2, 'G', 90)])).toBe(d);
  });

  it('never puts a goalie in a skater place or a skater in goal', () => {
    expect(bestForSlot('line1_c', [player(1, 'G', 90)])).toBeUndefined();
    expect(bestForSlot('starter_g', [player(1, 'C', 90)])).toBeUndefined();
  });

  it('breaks a tie of fit by rating, then by the lower id', () => {
    const [a, b, c] = [player(7, 'C', 70), player(5, 'C', 71), player(6, 'C', 71)];
    expect(bestForSlot('line2_c', [a, c, b])).toBe(b);
  });
});

describe('repair a lineup', () => {
  // Line 1 after a trade took its centre (id 10): a defenceman (30) came back; a left wing (20) sat out.
  const lineup = (): Lineup => ({ ...emptyLineup(), line1_c: 10, line1_lw: 11, pp1_c: 10, pk1_f1: 10 });
  const available = [player(11, 'LW', 70), player(30, 'D', 80), player(20, 'LW', 74)];

  it('fills the place with the forward, not the better-rated defenceman, and hands him the special teams', () => {
    const repaired = repairLineup(lineup(), available, ['line1_c']);
    expect(repaired.replaced).toEqual([{ slot: 'line1_c', out: 10, in: 20 }]);
    expect(repaired.lineup).toMatchObject({ line1_c: 20, line1_lw: 11, pp1_c: 20, pk1_f1: 20 });
  });

  it('never takes a player dressed in a place it keeps, and fills the places in lineup order', () => {
    const repaired = repairLineup(
      { ...lineup(), line1_lw: null, line2_lw: null },
      [player(20, 'LW', 74), player(21, 'LW', 65), player(11, 'LW', 90)],
      ['line1_lw', 'line2_lw'],
    );
    expect(repaired.replaced.map((r) => [r.slot, r.in])).toEqual([
      ['line1_lw', 11],
      ['line2_lw', 20],
    ]);
    const kept = repairLineup({ ...lineup(), line1_lw: 11 }, [player(11, 'LW', 90)], ['line1_c']);
    expect(kept.replaced).toEqual([]);
  });

  it('reports no change where the player it picks is the one already there', () => {
    // 11 is named at Line 1 LW and Line 2 LW; the first place goes to 20, so 11 keeps the second.
    const twice = { ...emptyLineup(), line1_lw: 11, line2_lw: 11 };
    const repaired = repairLineup(
      twice,
      [player(20, 'LW', 95), player(11, 'LW', 90)],
      ['line1_lw', 'line2_lw'],
    );
    expect(repaired.replaced).toEqual([{ slot: 'line1_lw', out: 11, in: 20 }]);
    expect(repaired.lineup).toMatchObject({ line1_lw: 20, line2_lw: 11 });
  });

  it('leaves a place it cannot fill as it was', () => {
    const repaired = repairLineup(lineup(), [player(40, 'G', 80)], ['line1_c']);
    expect(repaired.replaced).toEqual([]);
    expect(repaired.lineup.line1_c).toBe(10);
  });
});

describe('a change in words', () => {
  const named = [
    { id: 1, firstName: 'Adam', lastName: 'Wood', position: 'D' },
    { id: 2, firstName: 'Devin', lastName: 'Baird', position: 'LW' },
  ];

  it('names who left the place, who took it and where', () => {
    expect(describeLineupChange({ slot: 'line1_lw', out: 1, in: 2 }, named)).toBe(
      'Adam Wood (D) replaced by Devin Baird (LW) at Line 1 LW',
    );
    expect(describeLineupChange({ slot: 'line3_lw', out: null, in: 2 }, named)).toBe(
      'Devin Baird (LW) fills the empty Line 3 LW',
    );
  });
});

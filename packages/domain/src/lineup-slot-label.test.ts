import { describe, expect, it } from 'vitest';
import { LINEUP_SLOTS } from './lineup';
import { lineupSlotLabel } from './lineup-slot-label';

describe('lineupSlotLabel', () => {
  it.each([
    ['line1_lw', 'Line 1 LW'],
    ['line4_c', 'Line 4 C'],
    ['defense2_rd', 'Pair 2 RD'],
    ['starter_g', 'Starter'],
    ['backup_g', 'Backup'],
    ['pp1_c', 'PP Unit 1 C'],
    ['pk2_f1', 'PK Unit 2 F1'],
  ] as const)('names %s as %s', (slot, label) => {
    expect(lineupSlotLabel(slot)).toBe(label);
  });

  it('gives every slot its own name', () => {
    expect(new Set(LINEUP_SLOTS.map(lineupSlotLabel)).size).toBe(LINEUP_SLOTS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { assignedDepthPosition, type DepthChartIds } from './depth-chart';

const chart = (columns: Partial<DepthChartIds>): DepthChartIds => ({
  LW: [],
  C: [],
  RW: [],
  LD: [],
  RD: [],
  G: [],
  unassigned: [],
  ...columns,
});

describe("a player's assigned position on the depth chart", () => {
  it('is the column that lists him', () => {
    expect(assignedDepthPosition(chart({ C: [4, 9], RW: [7] }), 9)).toBe('C');
    expect(assignedDepthPosition(chart({ C: [4], RD: [7] }), 7)).toBe('RD');
  });

  it('is the first column in LW, C, RW, LD, RD, G order when two list him, as the depth chart shows him', () => {
    expect(assignedDepthPosition(chart({ RW: [5], C: [5] }), 5)).toBe('C');
    expect(assignedDepthPosition(chart({ G: [5], LW: [5] }), 5)).toBe('LW');
  });

  it('is none for a player no column lists, the unassigned included', () => {
    expect(assignedDepthPosition(chart({ C: [4], unassigned: [8] }), 8)).toBeNull();
  });
});

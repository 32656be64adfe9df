import { describe, expect, it } from 'vitest';
import { assignedPositionText, depthChartIds, placedCount, type DepthLists } from './depth-lists';
import type { StoredPlayer } from '@rinkside/domain';

const p = (id: number) => ({ id }) as StoredPlayer;

describe('depth chart lists (SPEC §2, §3)', () => {
  it('shows the natural position in brackets only when the player is out of position', () => {
    expect(assignedPositionText('LW', 'LW')).toBe('LW');
    expect(assignedPositionText('C', 'C,RW')).toBe('C');
    expect(assignedPositionText('LW', 'C')).toBe('LW (C)');
    expect(assignedPositionText('LD', 'D')).toBe('LD (D)');
    expect(assignedPositionText('Unassigned', 'RD')).toBe('RD');
  });

  it('turns the lists into the save payload and counts the placed players', () => {
    const lists: DepthLists = {
      LW: [p(1), p(2)],
      C: [p(3)],
      RW: [],
      LD: [p(4)],
      RD: [],
      G: [p(5)],
      Unassigned: [p(6)],
    };
    expect(depthChartIds(lists)).toEqual({
      LW: [1, 2],
      C: [3],
      RW: [],
      LD: [4],
      RD: [],
      G: [5],
      unassigned: [6],
    });
    expect(placedCount(lists)).toBe(5);
  });
});

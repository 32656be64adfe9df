import type { FreeAgent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { filterFreeAgents } from './free-agents-table';

const agent = (
  id: number,
  position: string,
  overall: number,
  status: 'ufa' | 'rfa',
  lastName: string,
): FreeAgent => ({
  id,
  firstName: 'Sam',
  lastName,
  position,
  age: 27,
  overall,
  potential: overall,
  status,
  lastTeam: null,
  ask: { capHit: 1_000_000, years: 1 },
});

describe('free-agent filters', () => {
  const players = [
    agent(1, 'C', 80, 'ufa', 'Reinhart'),
    agent(2, 'D', 70, 'rfa', 'Hughes'),
    agent(3, 'C', 65, 'rfa', 'Roy'),
  ];
  const none = { position: null, status: null, minOverall: null, search: '' };

  it('keeps everyone without a filter, and narrows by position, status, rating and name', () => {
    expect(filterFreeAgents(players, none).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterFreeAgents(players, { ...none, position: 'C' }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterFreeAgents(players, { ...none, status: 'rfa' }).map((p) => p.id)).toEqual([2, 3]);
    expect(filterFreeAgents(players, { ...none, minOverall: 70 }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterFreeAgents(players, { ...none, search: ' hugh ' }).map((p) => p.id)).toEqual([2]);
  });
});

import { describe, expect, it } from 'vitest';
import { sortRows, type SortValue } from './use-table-sort';

const rows = [
  { name: 'Ottawa', points: 7, pct: null },
  { name: 'Boston', points: 9, pct: 0.75 },
  { name: 'Anaheim', points: 7, pct: 0.5 },
];
const valueOf = (row: (typeof rows)[number], key: 'name' | 'points' | 'pct'): SortValue => row[key];

describe('sortRows', () => {
  it('sorts numbers both ways and keeps the original order on ties', () => {
    expect(sortRows(rows, valueOf, { key: 'points', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Boston',
      'Ottawa',
      'Anaheim',
    ]);
    expect(sortRows(rows, valueOf, { key: 'points', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Ottawa',
      'Anaheim',
      'Boston',
    ]);
  });

  it('sorts text by locale and puts missing values last either way', () => {
    expect(sortRows(rows, valueOf, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Anaheim',
      'Boston',
      'Ottawa',
    ]);
    expect(sortRows(rows, valueOf, { key: 'pct', direction: 'asc' }).at(-1)?.name).toBe('Ottawa');
    expect(sortRows(rows, valueOf, { key: 'pct', direction: 'desc' }).at(-1)?.name).toBe('Ottawa');
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortRows(rows, valueOf, { key: 'name', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

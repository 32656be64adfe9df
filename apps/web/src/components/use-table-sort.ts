import { useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** A value to sort by: numbers compare numerically, strings by locale; null sorts last. */
export type SortValue = number | string | null;

/**
 * Table sorting by column: clicking the sorted column flips its direction; a new column starts
 * with `firstDirection(key)` (numbers usually best first). Returns the sorted copy of `rows`.
 */
export function useTableSort<T, K extends string>(
  rows: readonly T[],
  valueOf: (row: T, key: K) => SortValue,
  initial: SortState<K>,
  firstDirection: (key: K) => SortDirection = () => 'desc',
) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const sorted = useMemo(() => sortRows(rows, valueOf, sort), [rows, valueOf, sort]);
  const toggle = (key: K) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: firstDirection(key) },
    );
  return { sorted, sort, toggle };
}

export function sortRows<T, K extends string>(
  rows: readonly T[],
  valueOf: (row: T, key: K) => SortValue,
  { key, direction }: SortState<K>,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

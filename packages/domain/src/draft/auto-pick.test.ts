import { describe, expect, it } from 'vitest';
import { autoPickChoice } from './auto-pick';

const available = [
  { id: 30, rank: 3 },
  { id: 10, rank: 1 },
  { id: 20, rank: 2 },
];

describe('autoPickChoice', () => {
  it('takes the first queued prospect still available, skipping those taken', () => {
    expect(autoPickChoice(available, [99, 20, 30])).toEqual({ playerId: 20, source: 'queue' });
  });

  it('takes the best rank when nothing queued is left', () => {
    expect(autoPickChoice(available, [99])).toEqual({ playerId: 10, source: 'best_available' });
    expect(autoPickChoice(available, [])).toEqual({ playerId: 10, source: 'best_available' });
  });

  it('breaks a tie on rank by lower id', () => {
    expect(
      autoPickChoice(
        [
          { id: 8, rank: 1 },
          { id: 5, rank: 1 },
        ],
        [],
      ),
    ).toEqual({ playerId: 5, source: 'best_available' });
  });

  it('gives null when the class is empty', () => {
    expect(autoPickChoice([], [1, 2])).toBeNull();
  });
});

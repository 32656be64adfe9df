import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('reads each key once, however often and however soon it is asked for again', async () => {
    const reads: string[] = [];
    const read = oncePerKey(async (key: string, n: number) => {
      reads.push(`${key}${n}`);
      return key.length + n;
    });
    expect(await Promise.all([read('ab', 1), read('ab', 1), read('abc', 1), read('ab', 2)])).toEqual([
      3, 3, 4, 4,
    ]);
    expect(await read('ab', 1)).toBe(3);
    expect(reads).toEqual(['ab1', 'abc1', 'ab2']);
  });

  it('keeps nothing between two functions it made', async () => {
    let reads = 0;
    const load = async (key: string) => (reads += key.length);
    await oncePerKey(load)('x');
    await oncePerKey(load)('x');
    expect(reads).toBe(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdvanceRuns } from './advance-runs';

/** An advance's work that records when it began and ends when told to. */
function heldWork(began: string[], name: string) {
  let end: () => void = () => undefined;
  let begun: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const work = (_signal: AbortSignal, letNextBegin: () => void) => {
    began.push(name);
    begun = letNextBegin;
    return ended;
  };
  return { work, end: () => end(), begun: () => begun() };
}

/** Runs with a turn of 2 s, and advances started on them in the order named, each as `heldWork`. */
function started(...names: string[]) {
  const runs = new AdvanceRuns(2000);
  const began: string[] = [];
  const works = names.map((name, i) => {
    const work = heldWork(began, name);
    expect(runs.start(i + 1, work.work)).toBe(true);
    return work;
  });
  return { runs, began, works };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('AdvanceRuns: advances begin one at a time (docs/decisions/102)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the next advance begin once the one before handed its first batch over, not before', async () => {
    const { runs, began, works } = started('first', 'second', 'third');
    const [first, second, third] = works;
    await settle();
    expect(began).toEqual(['first']);
    first?.begun();
    await settle();
    expect(began).toEqual(['first', 'second']);
    second?.begun();
    await settle();
    expect(began).toEqual(['first', 'second', 'third']);
    expect(runs.running()).toBe(3);
    for (const work of [first, second, third]) work?.end();
    await runs.idle();
    expect(runs.running()).toBe(0);
  });

  it('lets the next advance begin when the one before ends without a batch', async () => {
    const { runs, began, works } = started('first', 'second');
    await settle();
    expect(began).toEqual(['first']);
    works[0]?.end();
    await settle();
    expect(began).toEqual(['first', 'second']);
    works[1]?.end();
    await runs.idle();
  });

  it('lets the next advance begin after the turn time when the one before is slow to reach a batch', async () => {
    const { runs, began, works } = started('first', 'second');
    await vi.advanceTimersByTimeAsync(1999);
    expect(began).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(began).toEqual(['first', 'second']);
    for (const work of works) work.end();
    await runs.idle();
  });

  it('refuses an advance it already runs, and never begins one still waiting when it stops', async () => {
    const { runs, began, works } = started('first', 'second');
    expect(runs.start(1, heldWork(began, 'again').work)).toBe(false);
    await settle();
    const stopped = runs.stopAll();
    works[0]?.end();
    await stopped;
    await settle();
    expect(began).toEqual(['first']);
    expect(runs.start(3, heldWork(began, 'late').work)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
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

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('AdvanceRuns: advances begin one at a time (docs/decisions/102)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the next advance begin once the one before handed its first batch over, not before', async () => {
    vi.useFakeTimers();
    const runs = new AdvanceRuns(2000);
    const began: string[] = [];
    const first = heldWork(began, 'first');
    const second = heldWork(began, 'second');
    const third = heldWork(began, 'third');
    expect(runs.start(1, first.work)).toBe(true);
    expect(runs.start(2, second.work)).toBe(true);
    expect(runs.start(3, third.work)).toBe(true);
    await settle();
    expect(began).toEqual(['first']);
    first.begun();
    await settle();
    expect(began).toEqual(['first', 'second']);
    second.begun();
    await settle();
    expect(began).toEqual(['first', 'second', 'third']);
    expect(runs.running()).toBe(3);
    first.end();
    second.end();
    third.end();
    await runs.idle();
    expect(runs.running()).toBe(0);
  });

  it('lets the next advance begin when the one before ends without a batch', async () => {
    vi.useFakeTimers();
    const runs = new AdvanceRuns(2000);
    const began: string[] = [];
    const first = heldWork(began, 'first');
    const second = heldWork(began, 'second');
    runs.start(1, first.work);
    runs.start(2, second.work);
    await settle();
    expect(began).toEqual(['first']);
    first.end();
    await settle();
    expect(began).toEqual(['first', 'second']);
    second.end();
    await runs.idle();
  });

  it('lets the next advance begin after the turn time when the one before is slow to reach a batch', async () => {
    vi.useFakeTimers();
    const runs = new AdvanceRuns(2000);
    const began: string[] = [];
    const first = heldWork(began, 'first');
    const second = heldWork(began, 'second');
    runs.start(1, first.work);
    runs.start(2, second.work);
    await vi.advanceTimersByTimeAsync(1999);
    expect(began).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(began).toEqual(['first', 'second']);
    first.end();
    second.end();
    await runs.idle();
  });

  it('refuses an advance it already runs, and never begins one still waiting when it stops', async () => {
    vi.useFakeTimers();
    const runs = new AdvanceRuns(2000);
    const began: string[] = [];
    const first = heldWork(began, 'first');
    const second = heldWork(began, 'second');
    runs.start(1, first.work);
    expect(runs.start(1, heldWork(began, 'again').work)).toBe(false);
    runs.start(2, second.work);
    await settle();
    const stopped = runs.stopAll();
    first.end();
    await stopped;
    await settle();
    expect(began).toEqual(['first']);
    expect(runs.start(3, heldWork(began, 'late').work)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcements } from './announcements';

describe('Announcements', () => {
  let now = 0;
  let told: number[][];
  let announcements: Announcements;
  const publish = (users: number[]) => told.push(users);
  const pass = (ms: number) => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    told = [];
    announcements = new Announcements(() => now, 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('tells a user at once, then once more at the end of his window however many arrive in it', () => {
    announcements.tell([1, 2], publish);
    expect(told).toEqual([[1, 2]]);
    pass(200);
    announcements.tell([1], publish);
    pass(300);
    announcements.tell([1], publish);
    expect(told).toEqual([[1, 2]]);
    pass(499);
    expect(told).toEqual([[1, 2]]);
    pass(1);
    expect(told).toEqual([[1, 2], [1]]);
    pass(5000);
    expect(told).toEqual([[1, 2], [1]]);
  });

  it('tells at once a user whose window has passed, and each user apart from the others', () => {
    announcements.tell([1], publish);
    pass(600);
    announcements.tell([1, 2], publish);
    expect(told).toEqual([[1], [2]]);
    pass(400);
    expect(told).toEqual([[1], [2], [1]]);
    pass(1000);
    announcements.tell([2], publish);
    expect(told).toEqual([[1], [2], [1], [2]]);
  });

  it('tells a user owed when the timer fires again after his own window, never lost', () => {
    announcements.tell([1], publish);
    pass(500);
    announcements.tell([2], publish);
    announcements.tell([1, 2], publish);
    pass(500);
    // User 1's window has ended; user 2's ends at 1500.
    expect(told).toEqual([[1], [2], [1]]);
    pass(1000);
    expect(told).toEqual([[1], [2], [1], [2]]);
  });
});

import { DEFAULT_DRAFT_SETTINGS, clockSecondsBetween } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { deadlineAfter } from './clock';
import { derivedStatus } from './present';
import type { DraftRow } from './repo';

const draft = (changes: Partial<DraftRow> = {}): DraftRow => ({
  id: 1,
  league_id: 1,
  season_id: 1,
  year: 2027,
  status: 'upcoming',
  lottery: null,
  on_clock: null,
  clock_started_at: null,
  clock_deadline: null,
  paused_seconds_left: null,
  expiries: '{}',
  auto_team_ids: '[]',
  banks: '{}',
  version: 0,
  created_at: '2026-10-01T00:00:00.000Z',
  started_at: null,
  completed_at: null,
  ...changes,
});

describe("the draft room's status", () => {
  const withLottery = DEFAULT_DRAFT_SETTINGS;
  const noLottery = { ...DEFAULT_DRAFT_SETTINGS, lotteryDraws: 0 };
  const held = '{"seed":"x"}';

  it('is upcoming while the regular season is played, with or without a lottery', () => {
    for (const phase of ['preseason', 'regular'] as const) {
      expect(derivedStatus(draft(), { phase }, withLottery)).toBe('upcoming');
      expect(derivedStatus(draft(), { phase }, noLottery)).toBe('upcoming');
    }
  });

  it('waits for the lottery once the regular season is over, and is ready in the offseason once held', () => {
    expect(derivedStatus(draft(), { phase: 'playoffs' }, withLottery)).toBe('lottery');
    expect(derivedStatus(draft(), { phase: 'offseason' }, withLottery)).toBe('lottery');
    expect(derivedStatus(draft({ lottery: held }), { phase: 'offseason' }, withLottery)).toBe('ready');
  });

  it('is not ready during the playoffs: the playoff teams’ places are not known yet', () => {
    expect(derivedStatus(draft({ lottery: held }), { phase: 'playoffs' }, withLottery)).toBe('upcoming');
    expect(derivedStatus(draft(), { phase: 'playoffs' }, noLottery)).toBe('upcoming');
    expect(derivedStatus(draft(), { phase: 'offseason' }, noLottery)).toBe('ready');
  });

  it('shows a started draft as stored', () => {
    for (const status of ['running', 'paused', 'complete'] as const)
      expect(derivedStatus(draft({ status }), { phase: 'offseason' }, withLottery)).toBe(status);
  });
});

describe('a resumed clock', () => {
  it('runs out after the seconds it had left (live)', () => {
    const at = new Date('2027-06-20T18:00:00.000Z');
    expect(deadlineAfter(DEFAULT_DRAFT_SETTINGS, at, 75, 'America/New_York')).toBe(
      '2027-06-20T18:01:15.000Z',
    );
  });

  it('skips the overnight pause of an asynchronous clock', () => {
    const settings = { ...DEFAULT_DRAFT_SETTINGS, clockMode: 'async' as const };
    // 22:00 in New York with two hours left: one before the 23:00 pause, one after it ends at 08:00.
    const at = new Date('2027-06-21T02:00:00.000Z');
    const deadline = deadlineAfter(settings, at, 7200, 'America/New_York');
    expect(deadline).toBe('2027-06-21T13:00:00.000Z');
    expect(clockSecondsBetween(settings, at, new Date(deadline), 'America/New_York')).toBe(7200);
  });
});

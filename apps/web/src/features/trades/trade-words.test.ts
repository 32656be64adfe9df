import type { TradeSide } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { timeLeftWords, tradeClock, waitingWords } from './trade-words';

const now = Date.parse('2026-11-20T12:00:00.000Z');
const later = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

const team = { id: 1, name: 'Boston Bears', abbrev: 'BOS' };
const side = (players: TradeSide['gives']['players'], picks: TradeSide['gives']['picks']): TradeSide => ({
  team,
  humanGm: true,
  gives: { players, picks },
});

describe('timeLeftWords', () => {
  it('says days and hours past a day, hours and minutes past an hour, minutes below', () => {
    expect(timeLeftWords(now, later(27 * 60 + 5))).toBe('1 d 3 h');
    expect(timeLeftWords(now, later(5 * 60 + 12))).toBe('5 h 12 min');
    expect(timeLeftWords(now, later(12))).toBe('12 min');
  });

  it('says less than a minute in the last minute and ended after it', () => {
    expect(timeLeftWords(now, new Date(now + 30_000).toISOString())).toBe('less than a minute');
    expect(timeLeftWords(now, later(0))).toBe('ended');
    expect(timeLeftWords(now, later(-10))).toBe('ended');
  });
});

describe('tradeClock', () => {
  it('counts to expiry while proposed and to the review’s end while in review, else nothing', () => {
    const times = { expiresAt: later(60), reviewEndsAt: later(120) };
    expect(tradeClock({ status: 'proposed', ...times })).toEqual({ label: 'Expires in', endsAt: later(60) });
    expect(tradeClock({ status: 'in_review', ...times })).toEqual({
      label: 'Review ends in',
      endsAt: later(120),
    });
    expect(tradeClock({ status: 'completed', ...times })).toBeNull();
    expect(tradeClock({ status: 'awaiting_approval', expiresAt: later(60), reviewEndsAt: null })).toBeNull();
  });

  it('counts to the window’s end for a trade awaiting approval that nobody may review', () => {
    expect(tradeClock({ status: 'awaiting_approval', expiresAt: null, reviewEndsAt: later(120) })).toEqual({
      label: 'Approved in',
      endsAt: later(120),
    });
  });
});

describe('waitingWords', () => {
  const other = { ...team, id: 2, name: 'Calgary Comets' };
  const sides = [side([], []), { ...side([], []), team: other }];

  it('names the team to answer a proposal, and the review an accepted trade waits for', () => {
    expect(waitingWords({ status: 'proposed', sides })).toBe('Waiting for Calgary Comets to answer.');
    expect(waitingWords({ status: 'awaiting_approval', sides })).toMatch(/commissioner to approve/);
    expect(waitingWords({ status: 'in_review', sides })).toMatch(/may veto it/);
  });

  it('says nothing once the trade has ended', () => {
    expect(waitingWords({ status: 'completed', sides })).toBeNull();
    expect(waitingWords({ status: 'declined', sides })).toBeNull();
  });
});

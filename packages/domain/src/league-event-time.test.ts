import { describe, expect, it } from 'vitest';
import { leagueEventTime, newestLeagueEventFirst } from './league-event-time';

const NEW_YORK = 'America/New_York';
// 20:00 in New York on Nov 28, 2026.
const wall = new Date('2026-11-29T01:00:00.000Z');

describe('leagueEventTime', () => {
  it('is the wall clock in a league that runs in real time', () => {
    const at = leagueEventTime({ wall, timeZone: NEW_YORK, simulatedTo: null, playedThrough: null });
    expect(at).toBe('2026-11-29T01:00:00.000Z');
  });

  it('moves on by the days simulated ahead, keeping the time of day', () => {
    const at = leagueEventTime({ wall, timeZone: NEW_YORK, simulatedTo: '2027-06-10', playedThrough: null });
    expect(at).toBe('2027-06-11T01:00:00.000Z');
  });

  it('is the last game played when an advance has played past the clock', () => {
    const final = '2027-06-20T23:00:00.000Z';
    const at = leagueEventTime({ wall, timeZone: NEW_YORK, simulatedTo: '2027-06-10', playedThrough: final });
    expect(at).toBe(final);
  });

  it('keeps the clock when the last game played is earlier', () => {
    const earlier = '2027-06-10T23:00:00.000Z';
    const at = leagueEventTime({
      wall,
      timeZone: NEW_YORK,
      simulatedTo: '2027-06-10',
      playedThrough: earlier,
    });
    expect(at).toBe('2027-06-11T01:00:00.000Z');
  });
});

describe('newestLeagueEventFirst', () => {
  it('puts the later league time first, whatever order they were written in', () => {
    const final = { id: 1, leagueAt: '2027-06-20T23:00:00.000Z' };
    const older = { id: 2, leagueAt: '2026-11-29T01:00:00.000Z' };
    expect([older, final].sort(newestLeagueEventFirst)).toEqual([final, older]);
  });

  it('puts the one written last first at the same league time', () => {
    const first = { id: 1, leagueAt: '2027-06-20T23:00:00.000Z' };
    const second = { id: 2, leagueAt: '2027-06-20T23:00:00.000Z' };
    expect([first, second].sort(newestLeagueEventFirst)).toEqual([second, first]);
  });
});

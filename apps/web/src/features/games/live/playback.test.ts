import type { GameEvent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import {
  advantageLabel,
  afterNextPeriodEnd,
  initialPlayback,
  PLAYBACK_SPEEDS,
  nextShown,
  playbackReducer,
  snapshotAt,
  type PlaybackState,
} from './playback';
import { goal, lineChange, penalty, penaltyExpired, periodEnd, shot } from '../test/game-events';

describe('advantageLabel (SPEC §4)', () => {
  it.each([
    [1, 0, '5v4'],
    [2, 0, '5v3'],
    [3, 0, '5v2'],
    [4, 0, '5v2'],
    [2, 1, '4v3'],
  ])('%i penalties against %i: %s', (shortHanded, powerPlayTeam, label) => {
    expect(advantageLabel(shortHanded, powerPlayTeam)).toBe(label);
  });
});

describe('snapshotAt: power-play counting (SPEC §4)', () => {
  const at = (events: GameEvent[]) => snapshotAt(events, events.length);

  it('a penalty puts the other team on the power play', () => {
    const s = at([penalty('away', 'a1')]);
    expect(s.penalties).toEqual({ home: 0, away: 1 });
    expect(s.powerPlay).toEqual({ team: 'home', label: '5v4' });
  });

  it("two penalties make it 5v3 and a 'Penalty expired' removes one", () => {
    const events = [penalty('home', 'h1'), penalty('home', 'h2')];
    expect(at(events).powerPlay).toEqual({ team: 'away', label: '5v3' });
    expect(at([...events, penaltyExpired('home', 'h1')]).powerPlay).toEqual({ team: 'away', label: '5v4' });
    expect(at([...events, penaltyExpired('home', 'h1'), penaltyExpired('home', 'h2')]).powerPlay).toBeNull();
  });

  it('recognises the expiry by its description, case-insensitively', () => {
    const expiry = {
      ...penaltyExpired('home', 'h1'),
      type: 'STOPPAGE',
      description: 'PENALTY EXPIRED: h1 is back',
    };
    expect(at([penalty('home', 'h1'), expiry as GameEvent]).powerPlay).toBeNull();
  });

  it('a power-play goal ends one opposing penalty', () => {
    const events = [penalty('away', 'a1'), penalty('away', 'a2'), goal('home', 1, 0, 'a1')];
    const s = at(events);
    expect(s.penalties).toEqual({ home: 0, away: 1 });
    expect(s.powerPlay).toEqual({ team: 'home', label: '5v4' });
  });

  it('a shorthanded goal ends no penalty', () => {
    const s = at([penalty('away', 'a1'), goal('away', 0, 1, null)]);
    expect(s.powerPlay).toEqual({ team: 'home', label: '5v4' });
  });

  it('both teams short is 4v3 for the team with fewer penalties; equal numbers are no power play', () => {
    expect(at([penalty('home', 'h1'), penalty('away', 'a1'), penalty('away', 'a2')]).powerPlay).toEqual({
      team: 'home',
      label: '4v3',
    });
    expect(at([penalty('home', 'h1'), penalty('away', 'a1')]).powerPlay).toBeNull();
  });

  it('coincidental penalties that do not reduce strength are not counted', () => {
    const fight = { ...penalty('home', 'h1'), reducesStrength: false, powerPlay: false };
    expect(at([fight, penaltyExpired('home', 'h1')]).penalties).toEqual({ home: 0, away: 0 });
  });
});

describe('snapshotAt: score, shots and players on the ice', () => {
  it('counts shots on goal (saves and goals) and keeps the latest line per team', () => {
    const events = [
      lineChange('home', ['h1', 'h2']),
      lineChange('away', ['a1']),
      shot('home'),
      goal('home', 1, 0, null),
      shot('away'),
      lineChange('home', ['h3']),
    ];
    const s = snapshotAt(events, events.length);
    expect([s.homeScore, s.awayScore, s.homeShots, s.awayShots]).toEqual([1, 0, 2, 1]);
    expect(s.onIce).toEqual({ home: ['h3'], away: ['a1'] });
    expect(s.plays.map((e) => e.type)).toEqual(['SHOT', 'GOAL', 'SHOT']);
    expect(snapshotAt(events, 3).homeShots).toBe(1);
  });
});

describe('playback state machine (SPEC §4)', () => {
  const events = [
    lineChange('home', ['h1']),
    lineChange('away', ['a1']),
    shot('home'),
    periodEnd(1),
    lineChange('home', ['h2']),
    shot('away'),
    periodEnd(2),
    shot('home'),
  ];
  const reduce = playbackReducer(events);

  it('skips line changes: each tick shows one real event', () => {
    expect(nextShown(events, 0)).toBe(3);
    expect(nextShown(events, 3)).toBe(4);
    expect(nextShown(events, 4)).toBe(6);
    expect(nextShown(events, 8)).toBe(8);
  });

  it("'Simulate Period' jumps past the next end of period, then to the end", () => {
    expect(afterNextPeriodEnd(events, 0)).toBe(4);
    expect(afterNextPeriodEnd(events, 4)).toBe(7);
    expect(afterNextPeriodEnd(events, 7)).toBe(8);
    let state: PlaybackState = initialPlayback;
    state = reduce(state, { type: 'simulate-period' });
    expect(state.shown).toBe(4);
  });

  it('does not advance while paused, starts at 1 s an event, and cycles 3 s, 2 s, 1 s', () => {
    let state = reduce(initialPlayback, { type: 'toggle-pause' });
    expect(reduce(state, { type: 'tick' }).shown).toBe(0);
    state = reduce(state, { type: 'toggle-pause' });
    expect(reduce(state, { type: 'tick' }).shown).toBe(3);
    const speeds = [1, 2, 3].map((n) => {
      let s = initialPlayback;
      for (let i = 0; i < n; i++) s = reduce(s, { type: 'cycle-speed' });
      return s.speedIndex;
    });
    expect(PLAYBACK_SPEEDS[initialPlayback.speedIndex]).toBe(1000);
    expect(speeds.map((i) => PLAYBACK_SPEEDS[i])).toEqual([3000, 2000, 1000]);
  });

  it('skips to the end', () => {
    expect(reduce(initialPlayback, { type: 'skip-to-end' }).shown).toBe(events.length);
  });
});

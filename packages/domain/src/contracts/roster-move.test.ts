import { describe, expect, it } from 'vitest';
import { capSeasonFor, NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { checkRosterMove, movesFor, rosterMinimumProblem, type MovingPlayer } from './roster-move';

const season = capSeasonFor(NHL, 2026);
const team = {
  payroll: 90_000_000,
  capSpace: 14_000_000,
  activeRoster: 22,
  activeOnWaivers: 0,
  contracts: 40,
};
const player: MovingPlayer = {
  name: 'Jay Doe',
  placement: 'minors',
  capHit: 3_000_000,
  yearsLeft: 2,
  age: 24,
  injured: false,
  waiverExempt: true,
};

describe('roster moves', () => {
  it('calls up a minor leaguer, adding the part of his cap hit the minors buried', () => {
    expect(checkRosterMove('callUp', player, team, season, NHL)).toEqual({
      ok: true,
      outcome: { kind: 'placed', placement: 'active', capChange: 850_000 + 375_000 },
    });
  });

  it('refuses a call-up to a full roster or over the cap, naming the overage', () => {
    expect(checkRosterMove('callUp', player, { ...team, activeRoster: 23 }, season, NHL)).toMatchObject({
      ok: false,
      message: expect.stringContaining('The active roster is full (23 players)'),
    });
    expect(checkRosterMove('callUp', player, { ...team, payroll: 103_500_000 }, season, NHL)).toEqual({
      ok: false,
      message: 'Calling up Jay Doe would put the team $725K over the cap of $104.0M.',
    });
  });

  it('sends an exempt player down at once and a player who is not through waivers', () => {
    const active = { ...player, placement: 'active' as const };
    expect(checkRosterMove('sendDown', active, team, season, NHL)).toMatchObject({
      ok: true,
      outcome: { kind: 'placed', placement: 'minors', capChange: -1_225_000 },
    });
    expect(checkRosterMove('sendDown', { ...active, waiverExempt: false }, team, season, NHL)).toEqual({
      ok: true,
      outcome: { kind: 'waived', headedTo: 'minors' },
    });
  });

  it('keeps the roster at its minimum and injured players off the farm', () => {
    const active = { ...player, placement: 'active' as const };
    expect(checkRosterMove('sendDown', active, { ...team, activeRoster: 20 }, season, NHL)).toMatchObject({
      ok: false,
      message: 'The active roster cannot drop below 20 players: call someone up first.',
    });
    expect(checkRosterMove('sendDown', { ...active, injured: true }, team, season, NHL)).toMatchObject({
      ok: false,
      message: 'Jay Doe is injured: place him on injured reserve instead.',
    });
  });

  it('puts only injured players on injured reserve, and activates only fit ones with room', () => {
    const active = { ...player, placement: 'active' as const };
    expect(checkRosterMove('injuredReserve', active, team, season, NHL).ok).toBe(false);
    expect(checkRosterMove('injuredReserve', { ...active, injured: true }, team, season, NHL)).toMatchObject({
      ok: true,
      outcome: { kind: 'placed', placement: 'injured-reserve', capChange: 0 },
    });
    const reserve = { ...player, placement: 'injured-reserve' as const };
    expect(checkRosterMove('activate', { ...reserve, injured: true }, team, season, NHL).ok).toBe(false);
    expect(checkRosterMove('activate', reserve, { ...team, activeRoster: 23 }, season, NHL).ok).toBe(false);
    expect(checkRosterMove('activate', reserve, team, season, NHL).ok).toBe(true);
  });

  it('buys out an exempt player, charging a third of what is left over twice the seasons', () => {
    const active = { ...player, placement: 'active' as const };
    expect(checkRosterMove('release', active, team, season, NHL)).toEqual({
      ok: true,
      outcome: {
        kind: 'released',
        buyout: { seasons: 4, capChargePerSeason: 500_000, totalCost: 2_000_000 },
        capChange: -2_500_000,
      },
    });
    expect(checkRosterMove('release', { ...active, waiverExempt: false }, team, season, NHL)).toEqual({
      ok: true,
      outcome: { kind: 'waived', headedTo: 'release' },
    });
  });
});

describe('the roster minimum', () => {
  const min = NHL.activeRosterMin; // 20

  it('lets a player leave while more than the minimum stay, not at the minimum', () => {
    expect(rosterMinimumProblem({ activeRoster: min + 2, activeOnWaivers: 0 }, NHL)).toBeNull();
    expect(rosterMinimumProblem({ activeRoster: min + 1, activeOnWaivers: 0 }, NHL)).toBeNull();
    expect(rosterMinimumProblem({ activeRoster: min, activeOnWaivers: 0 }, NHL)).toBe(
      'The active roster cannot drop below 20 players: call someone up first.',
    );
  });

  it('does not count the players already on waivers, on their way off the roster', () => {
    expect(rosterMinimumProblem({ activeRoster: min + 2, activeOnWaivers: 1 }, NHL)).toBeNull();
    expect(rosterMinimumProblem({ activeRoster: min + 2, activeOnWaivers: 2 }, NHL)).toBe(
      'The active roster cannot drop below 20 players (2 of its 22 are on waivers): call someone up first.',
    );
    expect(rosterMinimumProblem({ activeRoster: min + 1, activeOnWaivers: 1 }, NHL)).toMatch(
      /^The active roster cannot drop below 20 players \(1 of its 21 is on waivers\)/,
    );
  });

  it('refuses a release and a send-down alike once the players staying are at the minimum', () => {
    const active = { ...player, placement: 'active' as const, waiverExempt: false };
    const atMinimum = { ...team, activeRoster: 23, activeOnWaivers: 3 };
    const aboveIt = { ...team, activeRoster: 23, activeOnWaivers: 2 };
    for (const move of ['release', 'sendDown'] as const) {
      expect(checkRosterMove(move, active, atMinimum, season, NHL)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^The active roster cannot drop below 20 players/),
      });
      expect(checkRosterMove(move, active, aboveIt, season, NHL)).toMatchObject({
        ok: true,
        outcome: { kind: 'waived' },
      });
    }
  });

  it('lets a minor leaguer be released whatever the active roster', () => {
    expect(
      checkRosterMove('release', player, { ...team, activeRoster: 20, activeOnWaivers: 2 }, season, NHL).ok,
    ).toBe(true);
  });
});

describe('moves offered', () => {
  it('offers each placement the moves that can apply to it', () => {
    expect(movesFor({ placement: 'active', injured: false })).toEqual(['sendDown', 'release']);
    expect(movesFor({ placement: 'active', injured: true })).toEqual(['injuredReserve', 'release']);
    expect(movesFor({ placement: 'minors', injured: false })).toEqual(['callUp', 'release']);
    expect(movesFor({ placement: 'injured-reserve', injured: true })).toEqual(['release']);
    expect(movesFor({ placement: 'injured-reserve', injured: false })).toEqual(['activate', 'release']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  compareRecordCandidates,
  GOALIE_RATE_MINIMUM,
  goalieRateQualifies,
  holdsRecord,
  rankRecord,
  savePercentage,
  seasonWhen,
  teamPoints,
  teamSeasonComplete,
} from './records';
import { goalsAgainstAverage } from './format';

describe('league records', () => {
  it('puts the higher value first for a record of the most, the lower for a record of the fewest', () => {
    const lines = [
      { value: 40, when: seasonWhen(2026, 1), id: 1 },
      { value: 52, when: seasonWhen(2027, 2), id: 2 },
      { value: 45, when: seasonWhen(2028, 3), id: 3 },
    ];
    expect(rankRecord(lines, 'high').map((l) => l.value)).toEqual([52, 45, 40]);
    expect(rankRecord(lines, 'low').map((l) => l.value)).toEqual([40, 45, 52]);
  });

  it('gives a tie to the earlier holder, then to the lower id', () => {
    const later = { value: 50, when: seasonWhen(2030, 9), id: 1 };
    const earlier = { value: 50, when: seasonWhen(2027, 4), id: 7 };
    const sameTimeHigherId = { value: 50, when: seasonWhen(2027, 4), id: 9 };
    expect(rankRecord([later, sameTimeHigherId, earlier], 'high')).toEqual([
      earlier,
      sameTimeHigherId,
      later,
    ]);
    expect(rankRecord([later, earlier], 'low')[0]).toBe(earlier);
    expect(compareRecordCandidates('high')(earlier, later)).toBeLessThan(0);
  });

  it('orders seasons by start year before their id, whatever the digits', () => {
    expect(seasonWhen(999, 50) < seasonWhen(2026, 3)).toBe(true);
    expect(seasonWhen(2026, 9) < seasonWhen(2026, 10)).toBe(true);
  });

  it('lists at most the holders asked for', () => {
    const lines = Array.from({ length: 9 }, (_, i) => ({ value: i, when: '', id: i }));
    expect(rankRecord(lines, 'high', 3).map((l) => l.value)).toEqual([8, 7, 6]);
    expect(rankRecord(lines, 'high')).toHaveLength(5);
  });

  it('lets a goalie into the rate records only at the minimum games and shots, not one short', () => {
    const { games, shotsAgainst } = GOALIE_RATE_MINIMUM.season;
    expect(games).toBe(10);
    expect(shotsAgainst).toBe(250);
    expect(goalieRateQualifies('season', { games, shotsAgainst })).toBe(true);
    expect(goalieRateQualifies('season', { games: games - 1, shotsAgainst: 900 })).toBe(false);
    expect(goalieRateQualifies('season', { games: 30, shotsAgainst: shotsAgainst - 1 })).toBe(false);
    expect(goalieRateQualifies('career', { games: 39, shotsAgainst: 5000 })).toBe(false);
    expect(goalieRateQualifies('career', { games: 40, shotsAgainst: 1000 })).toBe(true);
  });

  it('counts a team season for a fewest record only once every scheduled game is played', () => {
    expect(teamSeasonComplete({ gamesPlayed: 82, gamesScheduled: 82 })).toBe(true);
    expect(teamSeasonComplete({ gamesPlayed: 81, gamesScheduled: 82 })).toBe(false);
    expect(teamSeasonComplete({ gamesPlayed: 0, gamesScheduled: 0 })).toBe(false);
  });

  it('scores standing points and goalie rates', () => {
    expect(teamPoints({ wins: 50, otLosses: 7 })).toBe(107);
    expect(teamPoints({ wins: 40, otLosses: 2, ties: 5 })).toBe(87);
    expect(savePercentage(915, 1000)).toBeCloseTo(0.915);
    expect(savePercentage(0, 0)).toBe(0);
    expect(goalsAgainstAverage(2, 3600)).toBe(2);
    expect(goalsAgainstAverage(5, 0)).toBe(0);
  });
});

describe('what can hold a record', () => {
  it('keeps zeros out of a record of the most, but not a plus-minus below zero', () => {
    expect(holdsRecord('shutouts', 0)).toBe(false);
    expect(holdsRecord('shutouts', 1)).toBe(true);
    expect(holdsRecord('plusMinus', -3)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  HALL_OF_FAME_BAR,
  hallOfFameDue,
  hallOfFameEligible,
  hallOfFameFirstDueYear,
  hallOfFameValue,
  hallOfFameWorthy,
  type HallOfFameCareer,
} from './hall-of-fame';

const skater = (over: Partial<HallOfFameCareer> = {}): HallOfFameCareer => ({
  position: 'C',
  seasons: 8,
  games: 600,
  goals: 300,
  assists: 400,
  points: 700,
  wins: 0,
  shutouts: 0,
  savePct: 0,
  teamId: 1,
  teamName: 'Boston',
  firstSeasonName: '2026-27',
  lastSeasonName: '2033-34',
  ...over,
});
const goalie = (over: Partial<HallOfFameCareer> = {}) =>
  skater({
    position: 'G',
    goals: 0,
    assists: 0,
    points: 0,
    games: 500,
    wins: 250,
    shutouts: 30,
    savePct: 0.92,
    ...over,
  });

describe('hall of fame', () => {
  it('waits one full season after a player retires', () => {
    expect(hallOfFameEligible(2030, 2030)).toBe(false);
    expect(hallOfFameEligible(2030, 2031)).toBe(true);
    expect(hallOfFameEligible(2030, 2035)).toBe(true);
  });

  it('values a skater by points with goals half again', () => {
    expect(hallOfFameValue(skater())).toBe(850);
    expect(hallOfFameValue(skater({ goals: 5, points: 10 }))).toBe(12);
  });

  it('values a goalie by wins, shutouts and his save percentage over .900 for his games', () => {
    // 500 + 120 + (0.02 * 1000 * 5 = 100)
    expect(hallOfFameValue(goalie())).toBe(720);
    expect(hallOfFameValue(goalie({ savePct: 0.89 }))).toBe(620);
  });

  it('inducts a skater at the bar of games and value, not one short of either', () => {
    const { games, value } = HALL_OF_FAME_BAR.skater;
    expect(games).toBe(400);
    expect(value).toBe(700);
    // 500 points with 400 goals: 700.
    const atBar = skater({ games, goals: 400, assists: 100, points: 500 });
    expect(hallOfFameValue(atBar)).toBe(700);
    expect(hallOfFameWorthy(atBar)).toBe(true);
    expect(hallOfFameWorthy({ ...atBar, games: games - 1 })).toBe(false);
    expect(hallOfFameWorthy({ ...atBar, assists: 99, points: 499 })).toBe(false);
  });

  it('inducts a goalie only with the games, the value and a .900 save percentage', () => {
    expect(hallOfFameWorthy(goalie())).toBe(true);
    expect(hallOfFameWorthy(goalie({ games: 249 }))).toBe(false);
    expect(hallOfFameWorthy(goalie({ wins: 200, shutouts: 20 }))).toBe(false); // 400 + 80 + 100 = 580
    expect(hallOfFameWorthy(goalie({ savePct: 0.899, wins: 400 }))).toBe(false);
    expect(hallOfFameWorthy(goalie({ savePct: 0.9, wins: 400 }))).toBe(true); // exactly .900 is enough
  });
});

describe('each retired player judged once', () => {
  it('judges at a rollover only those whose wait ended since the last judging', () => {
    // Judged through 2030: a player who retired after 2029 was judged then; one after 2030 is due at 2031.
    expect(hallOfFameDue(2029, 2031, 2030)).toBe(false);
    expect(hallOfFameDue(2030, 2031, 2030)).toBe(true);
    expect(hallOfFameDue(2031, 2031, 2030)).toBe(false);
    expect(hallOfFameFirstDueYear(2030)).toBe(2030);
  });

  it('judges every eligible player at the first judging, and catches up after a skipped one', () => {
    expect(hallOfFameDue(2020, 2031, null)).toBe(true);
    expect(hallOfFameDue(2031, 2031, null)).toBe(false);
    // Last judged at 2028: players who retired after 2028 and 2029 and 2030 are all due at 2031.
    expect([2027, 2028, 2029, 2030].map((y) => hallOfFameDue(y, 2031, 2028))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(hallOfFameFirstDueYear(2028)).toBe(2028);
  });
});

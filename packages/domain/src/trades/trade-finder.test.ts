import { describe, expect, it } from 'vitest';
import { AI_MAX_PICKS_GIVEN } from './trade-decision';
import { assetIdOf, FINDER_PAIR_POOL, type FoundTrade } from './trade-finder';
import { balanceTrade } from './trade-finder-balance';
import { fair, partner, pick, side, skater, team, value } from './trade-finder-fixtures';

const ME = 1;
const THEM = 2;
const ids = (found: FoundTrade) => found.adds.map((o) => assetIdOf(o.asset));

describe('balance: the smallest additions that make the partner accept', () => {
  it('lists single additions from the least value added up', () => {
    const mine = team(ME, [skater(11, 12), skater(12, 10.5), skater(13, 11)]);
    const theirs = team(THEM, [skater(21, 10)]);
    const { decide } = partner(theirs, mine, fair);
    const { current, found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(current.decision).toBe('decline');
    expect(found.map(ids)).toEqual([[12], [13], [11]]);
    expect(found.map((f) => f.added)).toEqual([10.5, 11, 12]);
    expect(found[0]?.sides).toEqual([side(ME, [12]), side(THEM, [21])]);
    expect(found[0]?.ratio).toBeCloseTo(1.05);
  });

  it('breaks a tie in value by the assets ids, whatever their names or order', () => {
    const mine = team(ME, [skater(17, 11, { label: 'Aaron' }), skater(14, 11, { label: 'Zed' })]);
    const theirs = team(THEM, [skater(21, 10)]);
    const { decide } = partner(theirs, mine, fair);
    const { found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(found.map(ids)).toEqual([[14], [17]]);
  });

  it('ranks a pair worth less than the smallest single that works ahead of it', () => {
    const mine = team(ME, [skater(11, 11), skater(12, 4), skater(13, 6), skater(14, 4.5)]);
    const theirs = team(THEM, [skater(21, 9.4)]);
    const { decide } = partner(theirs, mine, fair);
    const { found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    // 6 + 0.85 × 4 = 9.4 buys him: ten of value added, less than the single of 11.
    expect(found.map(ids)).toEqual([[12, 13], [11]]);
    expect(found.map((f) => f.added)).toEqual([10, 11]);
  });

  it('only shows what the partner accepts, by its own answer, whatever the values say', () => {
    const mine = team(ME, [skater(11, 11), skater(12, 10.5)]);
    const theirs = team(THEM, [skater(21, 10)]);
    // A rule of the partner's the finder does not know: it never takes player 12.
    const { decide } = partner(
      theirs,
      mine,
      (got, given, sides) => fair(got, given) && !sides[0]?.gives.playerIds.includes(12),
    );
    const { found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(found.map(ids)).toEqual([[11]]);
  });

  it('never adds an asset already in the trade, or a player on waivers', () => {
    // 20 + 0.85 × 10.9 = 29.3 would buy him, but player 12 is on waivers.
    const mine = team(ME, [skater(11, 20), skater(12, 10.9), skater(13, 11), skater(14, 12)], [12]);
    const theirs = team(THEM, [skater(21, 29)]);
    const { decide } = partner(theirs, mine, fair);
    const { found } = balanceTrade({
      sides: [side(ME, [11]), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(found.map(ids)).toEqual([[13], [14]]);
  });

  it('skips a package in which the partner would give more draft picks than an AI team ever does', () => {
    const mine = team(ME, [skater(11, 5)]);
    const theirs = team(THEM, [pick(31, 1), pick(32, 1), pick(33, 1)]);
    // An absurd partner that wants to give picks: only the limit on picks stops the pair.
    const wantsPicks =
      (least: number) => (_got: number, _given: number, sides: { gives: { pickIds: number[] } }[]) =>
        (sides[1]?.gives.pickIds.length ?? 0) >= least;
    const overLimit = partner(theirs, mine, wantsPicks(AI_MAX_PICKS_GIVEN + 1));
    const giving = {
      sides: [side(ME, [11]), side(THEM, [31])] as const,
      teams: [mine, theirs] as const,
      value,
      limit: 5,
    };
    expect(balanceTrade({ ...giving, decide: overLimit.decide }).found).toEqual([]);
    // With one pick fewer to give, the same pair is within the limit and found.
    const atLimit = partner(theirs, mine, wantsPicks(AI_MAX_PICKS_GIVEN));
    const found = balanceTrade({
      ...giving,
      sides: [side(ME, [11]), side(THEM)],
      decide: atLimit.decide,
    }).found;
    expect(found.map(ids)).toEqual([
      [31, 32],
      [31, 33],
    ]);
  });

  it('keeps the search bounded: singles once each, pairs only around the most valuable that fail', () => {
    const assets = Array.from({ length: 150 }, (_, i) => skater(100 + i, 1 + i / 100));
    const mine = team(ME, assets);
    const theirs = team(THEM, [skater(21, 1000)]);
    const stub = partner(theirs, mine, fair);
    const { found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide: stub.decide,
      value,
      limit: 5,
    });
    expect(found).toEqual([]);
    // The trade, each single, and for each of the pool's assets the one most valuable pair that could do.
    expect(stub.calls()).toBe(1 + 150 + FINDER_PAIR_POOL);
  });

  it('pairs each of the most valuable misses with the least valuable asset that closes the gap', () => {
    // Values 1 to 20; 10.95 to close: the singles from 11 up, and pairs whose second asset is the least that
    // works (10 with 2, 9 with 3, 8 with 4: each adds 12, ranked by ids before the single 12).
    const mine = team(
      ME,
      Array.from({ length: 20 }, (_, i) => skater(101 + i, i + 1)),
    );
    const theirs = team(THEM, [skater(21, 10.95)]);
    const { decide } = partner(theirs, mine, fair);
    const { found } = balanceTrade({
      sides: [side(ME), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(found.map(ids)).toEqual([[111], [102, 110], [103, 109], [104, 108], [112]]);
  });
});

describe('balance: a trade the partner accepts already', () => {
  it('offers what more it would still give, the most valuable first, ties by id', () => {
    const mine = team(ME, [skater(11, 30)]);
    const theirs = team(THEM, [
      skater(21, 10),
      skater(22, 5),
      skater(23, 9),
      skater(26, 7, { label: 'Aaron' }),
      skater(24, 7, { label: 'Zed' }),
      skater(25, 25),
    ]);
    const { decide } = partner(theirs, mine, fair);
    const { current, found } = balanceTrade({
      sides: [side(ME, [11]), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(current.decision).toBe('accept');
    // 25 more would be too much; the rest in value order, the two sevens by id.
    expect(found.map(ids)).toEqual([[23], [24], [26], [22]]);
    expect(found.every((f) => f.adds.every((o) => o.fromTeamId === THEM))).toBe(true);
  });

  it('never asks for a pick past the most an AI team gives', () => {
    const mine = team(ME, [skater(11, 30)]);
    const theirs = team(THEM, [pick(31, 1), pick(32, 1), pick(33, 2), skater(21, 1)]);
    const { decide } = partner(theirs, mine, () => true);
    const { found } = balanceTrade({
      sides: [side(ME, [11]), side(THEM, [], [31, 32])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 5,
    });
    expect(found.map(ids)).toEqual([[21]]);
  });

  it('states fairness and the GM gain through neutral eyes', () => {
    const mine = team(ME, [skater(11, 8)]);
    const theirs = team(THEM, [skater(21, 4), skater(22, 2)]);
    const { decide } = partner(theirs, mine, fair);
    const [found] = balanceTrade({
      sides: [side(ME, [11]), side(THEM, [21])],
      teams: [mine, theirs],
      decide,
      value,
      limit: 1,
    }).found;
    // The GM gets 4 + 0.85 × 2 = 5.7 for 8.
    expect(found?.gain).toBeCloseTo(5.7 - 8);
    expect(found?.fairness).toBeCloseTo(5.7 / 8);
    expect(found?.partnerId).toBe(THEM);
  });
});

import { describe, expect, it } from 'vitest';
import type { LotteryResult } from './draft-api';
import { DEFAULT_DRAFT_SETTINGS, NHL_LOTTERY_ODDS } from './draft-settings';
import {
  holdLottery,
  LOTTERY_SKIP_REASONS,
  lotteryOdds,
  lotteryRulesOf,
  publishedLotteryRules,
  recomputeLottery,
  type LotteryEntrant,
} from './lottery';

const NHL = lotteryRulesOf(DEFAULT_DRAFT_SETTINGS);

/** Entrants worst first; team ids run against the places (team 116 is worst) so ids never decide. */
function field(count: number, recentWins: Record<number, number> = {}): LotteryEntrant[] {
  return Array.from({ length: count }, (_, i) => ({
    teamId: 100 + count - i,
    place: i + 1,
    recentWins: recentWins[i + 1] ?? 0,
  }));
}

function published(seed: string, entrants: LotteryEntrant[]): LotteryResult {
  const outcome = holdLottery(entrants, NHL, seed);
  const ref = (id: number) => ({ id, name: `Team ${id}`, abbreviation: `T${id}` });
  return {
    seed,
    heldAt: '2027-05-05T20:00:00.000Z',
    entrants: outcome.entrants.map((e) => ({ ...e, team: ref(e.teamId) })),
    draws: outcome.draws.map((d) => ({ ...d, team: ref(d.teamId) })),
    order: outcome.order,
  };
}

// The NHL's first-draw odds since 2021 (worst team first), written out here on their own so that a changed
// or swapped place of the rule's table fails (2022 draft lottery: Montreal 18.5%, Arizona 13.5%, …).
const NHL_ODDS_2021 = [18.5, 13.5, 11.5, 9.5, 8.5, 7.5, 6.5, 6.0, 5.0, 3.5, 3.0, 2.5, 2.0, 1.5, 0.5, 0.5];

/** Tens of thousands of seeded lotteries take a second or two alone, and more on a machine busy with others. */
const DRAWING_MANY = 60_000;

describe('lotteryOdds', () => {
  it("is the NHL's table for 16 entrants, place by place", () => {
    expect([...NHL_LOTTERY_ODDS]).toEqual(NHL_ODDS_2021);
    expect(lotteryOdds(16)).toEqual(NHL_ODDS_2021);
  });

  it('never gives a better-placed team better odds than a worse one, and adds up to 100', () => {
    const odds = lotteryOdds(16);
    odds.slice(1).forEach((share, i) => expect(share, `place ${i + 2}`).toBeLessThanOrEqual(odds[i] ?? 0));
    expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
  });

  it('renormalises the first entries for fewer teams and gives extra teams nothing', () => {
    const eleven = lotteryOdds(11);
    expect(eleven.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    expect((eleven[0] ?? 0) / (eleven[10] ?? 1)).toBeCloseTo(18.5 / 3.0, 9);
    const eighteen = lotteryOdds(18);
    expect(eighteen.slice(0, 16)).toEqual([...NHL_LOTTERY_ODDS]);
    expect(eighteen.slice(16)).toEqual([0, 0]);
  });
});

describe('holdLottery', () => {
  it(
    "gives each of the 16 the table's first-draw share over 100,000 seeded draws",
    () => {
      const entrants = field(16);
      const trials = 100_000;
      const won = new Map<number, number>();
      for (let i = 0; i < trials; i += 1) {
        const draw = holdLottery(entrants, { ...NHL, draws: 1 }, `odds-${i}`).draws[0];
        if (draw === undefined) throw new Error('no draw held');
        won.set(draw.teamId, (won.get(draw.teamId) ?? 0) + 1);
      }
      entrants.forEach((entrant, i) => {
        const p = (NHL_LOTTERY_ODDS[i] ?? 0) / 100;
        const share = (won.get(entrant.teamId) ?? 0) / trials;
        expect(Math.abs(share - p), `place ${entrant.place}`).toBeLessThanOrEqual(
          4 * Math.sqrt((p * (1 - p)) / trials),
        );
      });
    },
    DRAWING_MANY,
  );

  it(
    'never moves a team up more than ten places, and the worst team picks third at worst',
    () => {
      const entrants = field(16);
      const placeOf = new Map(entrants.map((e) => [e.teamId, e.place]));
      let largestGain = 0;
      let worstTeamLowest = 0;
      let movedTen = 0;
      for (let i = 0; i < 20_000; i += 1) {
        const outcome = holdLottery(entrants, NHL, `jump-${i}`);
        outcome.order.forEach((teamId, index) => {
          largestGain = Math.max(largestGain, (placeOf.get(teamId) ?? 0) - (index + 1));
        });
        worstTeamLowest = Math.max(worstTeamLowest, outcome.order.indexOf(116) + 1);
        for (const draw of outcome.draws) {
          // A winner from 12th or lower goes up exactly ten places, not to the draw's pick.
          if (draw.fromPlace - draw.draw > 10) {
            movedTen += 1;
            expect(draw.wonPick).toBe(draw.fromPlace - 10);
          }
          expect(outcome.order[draw.wonPick - 1]).toBe(draw.teamId);
        }
      }
      expect(largestGain).toBe(10);
      expect(worstTeamLowest).toBe(3);
      expect(movedTen).toBeGreaterThan(0);
    },
    DRAWING_MANY,
  );

  it("gives a pick a winner could not take to the worst team left, as in the NHL's 2025 lottery", () => {
    // 2025: the Islanders (10th) won the first draw, Utah (14th) the second and moved up to 4th; San Jose
    // (worst) picked second.
    const entrants = field(16);
    let seen = false;
    for (let i = 0; i < 5_000 && !seen; i += 1) {
      const outcome = holdLottery(entrants, NHL, `utah-${i}`);
      const [first, second] = outcome.draws;
      if (!first || !second || first.fromPlace > 11 || second.fromPlace !== 14) continue;
      seen = true;
      expect(first.wonPick).toBe(1);
      expect(second.wonPick).toBe(4);
      const rest = entrants.filter((e) => e.teamId !== first.teamId && e.teamId !== second.teamId);
      expect(outcome.order).toEqual([
        first.teamId,
        rest[0]?.teamId,
        rest[1]?.teamId,
        second.teamId,
        ...rest.slice(2).map((e) => e.teamId),
      ]);
    }
    expect(seen).toBe(true);
  });

  it('puts the winners at the picks they won and the rest by place', () => {
    const entrants = field(16);
    const outcome = holdLottery(entrants, NHL, 'order');
    const winners = outcome.draws.map((d) => d.teamId);
    for (const draw of outcome.draws) expect(outcome.order[draw.wonPick - 1]).toBe(draw.teamId);
    const rest = entrants.filter((e) => !winners.includes(e.teamId)).map((e) => e.teamId);
    expect(outcome.order.filter((id) => !winners.includes(id))).toEqual(rest);
  });

  it('bars a team that won twice lately, draws again and records why', () => {
    const entrants = field(16, { 1: 2, 2: 1 });
    let skippedWorst = 0;
    let wonSecond = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const outcome = holdLottery(entrants, NHL, `limit-${i}`);
      expect(outcome.draws.map((d) => d.teamId)).not.toContain(116);
      if (outcome.draws.some((d) => d.teamId === 115)) wonSecond += 1;
      for (const draw of outcome.draws)
        for (const skip of draw.skipped)
          if (skip.teamId === 116) {
            expect(skip.reason).toBe(LOTTERY_SKIP_REASONS.tooManyWins);
            skippedWorst += 1;
          }
    }
    expect(skippedWorst).toBeGreaterThan(0);
    // One recent win is under the limit of two.
    expect(wonSecond).toBeGreaterThan(0);
  });

  it('holds no draw that nobody may win', () => {
    const entrants = field(3, { 1: 2, 2: 2, 3: 2 });
    const outcome = holdLottery(entrants, NHL, 'nobody');
    expect(outcome.draws).toEqual([]);
    expect(outcome.order).toEqual([103, 102, 101]);
  });

  it('keeps the order with no draws', () => {
    const outcome = holdLottery(field(16), { ...NHL, draws: 0 }, 'none');
    expect(outcome.draws).toEqual([]);
    expect(outcome.order).toEqual(field(16).map((e) => e.teamId));
  });

  it('works with fewer than 16 entrants, and with more draws than entrants', () => {
    const eight = holdLottery(field(8), NHL, 'eight');
    expect(eight.entrants.map((e) => e.oddsPercent)).toEqual(lotteryOdds(8));
    expect([...eight.order].sort()).toEqual(
      field(8)
        .map((e) => e.teamId)
        .sort(),
    );
    const three = holdLottery(field(3), { ...NHL, draws: 4 }, 'three');
    expect(three.draws).toHaveLength(3);
    expect(new Set(three.order).size).toBe(3);
  });
});

describe('recomputeLottery', () => {
  it('gives the published order from the seed, and a tampered lottery does not match', () => {
    const result = published('verify-2027', field(16));
    const again = recomputeLottery(result, NHL);
    expect(again.matches).toBe(true);
    expect(again.outcome.order).toEqual(result.order);

    const tamperedDraw = { ...result, draws: [...result.draws], order: [...result.order] };
    tamperedDraw.draws = tamperedDraw.draws.map((draw, i) =>
      i === 0 ? { ...draw, team: { ...draw.team, id: result.order[5] ?? 0 } } : draw,
    );
    expect(recomputeLottery(tamperedDraw, NHL).matches).toBe(false);

    const tamperedValue = { ...result, draws: [...result.draws], order: [...result.order] };
    tamperedValue.draws = tamperedValue.draws.map((draw, i) =>
      i === 0 ? { ...draw, value: (draw.value + 0.5) % 1 } : draw,
    );
    expect(recomputeLottery(tamperedValue, NHL).matches).toBe(false);

    const tamperedOrder = { ...result, draws: [...result.draws], order: [...result.order] };
    tamperedOrder.order.reverse();
    expect(recomputeLottery(tamperedOrder, NHL).matches).toBe(false);

    expect(recomputeLottery({ ...result, seed: 'another' }, NHL).matches).toBe(false);
  });
});

describe('publishedLotteryRules', () => {
  it('recomputes a past lottery with the rules it was held under, not the league’s rules today', () => {
    const heldUnder = { draws: 3, maxJump: 15, maxWins: 1 };
    const today = { ...DEFAULT_DRAFT_SETTINGS, lotteryDraws: 1, lotteryMaxJump: 2, lotteryMaxWins: 5 };
    const stored = { ...published('rules-2027', field(16)), rules: heldUnder };
    expect(publishedLotteryRules(stored, today)).toEqual(heldUnder);
  });

  it('falls back to the league’s rules for a lottery published without its rules', () => {
    const today = { ...DEFAULT_DRAFT_SETTINGS, lotteryDraws: 1, lotteryMaxJump: 2, lotteryMaxWins: 5 };
    expect(publishedLotteryRules(published('old-2026', field(16)), today)).toEqual({
      draws: 1,
      maxJump: 2,
      maxWins: 5,
    });
  });
});

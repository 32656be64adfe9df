import type { LotteryResult } from './draft-api';
import { seededNumbers } from './draft-random';
import { NHL_LOTTERY_ODDS, type DraftSettings } from './draft-settings';

/**
 * The draft lottery (docs/decisions/049, "Lottery rule").
 *
 * The NHL's rules since 2022, in the league's words (its announcement of March 23, 2021): "The number of
 * Lottery Draws will be reduced from three to two"; "a limit on the total number of selections – 10, a Club
 * participating in the Draft Lottery can 'move up' in the event it wins one of the Draft Lottery Draws. The
 * result will be that the number of teams eligible to select First Overall in any given year will be reduced
 * from 16 total teams to 11 total teams"; "No single team will be able to advance in the Draft order by
 * reason of winning a Lottery Draw more than two (2) times in any five (5) year period."
 *
 * What Rinkside does, as the NHL does:
 * - Each draw is for the next pick (draw k for pick k). A number is drawn in [0, 1) from the published seed
 *   (draft-random.ts); the entrants hold consecutive ranges of it, worst first, each as wide as its odds
 *   (`lotteryOdds`).
 * - The range's team wins the draw unless it already won one, or won `maxWins` lotteries in the last
 *   (window − 1) drafts (`recentWins`): then the number is recorded as skipped and another is drawn.
 * - A winner moves up at most `maxJump` places: from place p it takes pick max(k, p − maxJump) (the next
 *   free pick after it, should an earlier winner hold it). A pick no winner takes goes to the best-placed
 *   (worst record) team left, as in 2025, when Utah, 14th, won the second draw and took the fourth pick while
 *   the second went to the worst team. So with two draws the worst team picks no lower than third.
 * - A draw no entrant may win is not held: the order stands from that pick on.
 */
export interface LotteryEntrant {
  teamId: number;
  /** 1 = worst record */
  place: number;
  /** lottery wins in the last (lotteryWinWindowYears - 1) drafts */
  recentWins: number;
}

export interface LotteryRules {
  draws: number;
  maxJump: number;
  maxWins: number;
  odds?: readonly number[];
}

export interface LotteryOutcome {
  entrants: { teamId: number; place: number; oddsPercent: number; recentWins: number }[];
  draws: {
    draw: number;
    value: number;
    teamId: number;
    fromPlace: number;
    wonPick: number;
    skipped: { teamId: number; reason: string }[];
  }[];
  /** Every entrant's team id, first pick first, after the draws. */
  order: number[];
}

/** A league's lottery rules from its draft settings (the NHL's odds table). */
export function lotteryRulesOf(settings: DraftSettings): LotteryRules {
  return { draws: settings.lotteryDraws, maxJump: settings.lotteryMaxJump, maxWins: settings.lotteryMaxWins };
}

/**
 * The rules to recompute a published lottery with (decision 082): those it was held under when it carries
 * them, else the league's rules today (a lottery published before the rules were stored beside it).
 */
export function publishedLotteryRules(lottery: LotteryResult, settings: DraftSettings): LotteryRules {
  return lottery.rules ?? lotteryRulesOf(settings);
}

/** Each entrant's first-draw odds in percent, worst first: the table's first entries renormalised to 100. */
export function lotteryOdds(entrantCount: number, odds: readonly number[] = NHL_LOTTERY_ODDS): number[] {
  const table = odds.slice(0, Math.max(0, entrantCount));
  const total = table.reduce((sum, value) => sum + value, 0);
  return Array.from({ length: Math.max(0, entrantCount) }, (_, i) => {
    const value = table[i] ?? 0;
    return total > 0 ? (value * 100) / total : 0;
  });
}

export const LOTTERY_SKIP_REASONS = {
  alreadyWon: 'already won a draw',
  tooManyWins: 'won too many lotteries lately',
};

/** Why an entrant may not win a draw, or null when he may. */
function barredFrom(
  entrant: LotteryEntrant,
  winners: ReadonlySet<number>,
  rules: LotteryRules,
): string | null {
  if (winners.has(entrant.teamId)) return LOTTERY_SKIP_REASONS.alreadyWon;
  if (entrant.recentWins >= rules.maxWins) return LOTTERY_SKIP_REASONS.tooManyWins;
  return null;
}

/** The pick a draw's winner takes: the draw's own, or `maxJump` places above his, whichever is later. */
function pickWon(
  place: number,
  draw: number,
  maxJump: number,
  picks: { taken: ReadonlySet<number>; count: number },
): number {
  let pick = Math.max(draw, place - maxJump);
  while (picks.taken.has(pick)) pick += 1;
  if (pick <= picks.count) return pick;
  // Only with several draws and a tiny jump: the first free pick.
  pick = 1;
  while (picks.taken.has(pick)) pick += 1;
  return pick;
}

/** The index of the entrant whose range holds `value` (entrants with no odds hold none). */
function rangeHolding(value: number, odds: readonly number[]): number {
  const total = odds.reduce((sum, share) => sum + share, 0);
  const target = value * total;
  let upTo = 0;
  let last = 0;
  for (let i = 0; i < odds.length; i += 1) {
    const share = odds[i] ?? 0;
    if (share <= 0) continue;
    upTo += share;
    last = i;
    if (target < upTo) return i;
  }
  return last;
}

/** Holds the lottery among `entrants` with the numbers of `seed`. */
export function holdLottery(
  entrants: readonly LotteryEntrant[],
  rules: LotteryRules,
  seed: string,
): LotteryOutcome {
  const sorted = [...entrants].sort((a, b) => a.place - b.place);
  const odds = lotteryOdds(sorted.length, rules.odds);
  const next = seededNumbers(seed);
  const winners = new Set<number>();
  const draws: LotteryOutcome['draws'] = [];
  const drawCount = Math.min(Math.max(0, rules.draws), sorted.length);

  const taken = new Set<number>();
  for (let pick = 1; pick <= drawCount; pick += 1) {
    const someoneMayWin = sorted.some(
      (entrant, i) => (odds[i] ?? 0) > 0 && barredFrom(entrant, winners, rules) === null,
    );
    if (!someoneMayWin) break;
    const skipped: { teamId: number; reason: string }[] = [];
    for (;;) {
      const value = next();
      const entrant = sorted[rangeHolding(value, odds)];
      if (entrant === undefined) break;
      const reason = barredFrom(entrant, winners, rules);
      if (reason !== null) {
        skipped.push({ teamId: entrant.teamId, reason });
        continue;
      }
      winners.add(entrant.teamId);
      const wonPick = pickWon(entrant.place, pick, rules.maxJump, { taken, count: sorted.length });
      taken.add(wonPick);
      draws.push({ draw: pick, value, teamId: entrant.teamId, fromPlace: entrant.place, wonPick, skipped });
      break;
    }
  }

  const rest = sorted.filter((entrant) => !winners.has(entrant.teamId)).map((entrant) => entrant.teamId);
  const byPick = new Map(draws.map((draw) => [draw.wonPick, draw.teamId]));
  const order = sorted.map((_, i) => byPick.get(i + 1) ?? rest.shift() ?? 0);
  return {
    entrants: sorted.map((entrant, i) => ({
      teamId: entrant.teamId,
      place: entrant.place,
      oddsPercent: odds[i] ?? 0,
      recentWins: entrant.recentWins,
    })),
    draws,
    order,
  };
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** Recomputes a published lottery from its seed and entrants; `matches` when the draws and order are the same. */
export function recomputeLottery(
  published: LotteryResult,
  rules: LotteryRules,
): { matches: boolean; outcome: LotteryOutcome } {
  const outcome = holdLottery(
    published.entrants.map((entrant) => ({
      teamId: entrant.team.id,
      place: entrant.place,
      recentWins: entrant.recentWins,
    })),
    rules,
    published.seed,
  );
  const drawsMatch =
    outcome.draws.length === published.draws.length &&
    outcome.draws.every((draw, i) => {
      const shown = published.draws[i];
      return (
        shown !== undefined &&
        shown.draw === draw.draw &&
        sameNumber(shown.value, draw.value) &&
        shown.team.id === draw.teamId &&
        shown.fromPlace === draw.fromPlace &&
        shown.wonPick === draw.wonPick &&
        shown.skipped.length === draw.skipped.length &&
        draw.skipped.every(
          (skip, j) => shown.skipped[j]?.teamId === skip.teamId && shown.skipped[j]?.reason === skip.reason,
        )
      );
    });
  const orderMatches =
    outcome.order.length === published.order.length &&
    outcome.order.every((teamId, i) => published.order[i] === teamId);
  const oddsMatch = outcome.entrants.every((entrant) =>
    published.entrants.some(
      (shown) => shown.team.id === entrant.teamId && sameNumber(shown.oddsPercent, entrant.oddsPercent),
    ),
  );
  return { matches: drawsMatch && orderMatches && oddsMatch, outcome };
}

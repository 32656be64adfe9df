import {
  publishedLotteryRules,
  recomputeLottery,
  type DraftSettings,
  type LotteryResult,
} from '@rinkside/domain';

export type LotteryCheck = 'verified' | 'mismatch';

/**
 * Recomputes the published lottery from its seed with the rules it was held under, in this browser: 'verified'
 * when the draws and the order come out the same, else 'mismatch' (also when it cannot be recomputed).
 */
export function verifyLottery(lottery: LotteryResult, settings: DraftSettings): LotteryCheck {
  try {
    const { matches } = recomputeLottery(lottery, publishedLotteryRules(lottery, settings));
    return matches ? 'verified' : 'mismatch';
  } catch {
    return 'mismatch';
  }
}

/** One revealed lottery pick: the pick, the team, where it stood before the lottery, the draw it won. */
export interface LotteryPickLine {
  pick: number;
  team: { id: number; name: string; abbreviation: string };
  fromPlace: number;
  draw: number | null;
}

/** The lottery's first-round picks, last lottery pick first (the order they are revealed in). */
export function revealOrder(lottery: LotteryResult): LotteryPickLine[] {
  const entrants = new Map(lottery.entrants.map((e) => [e.team.id, e]));
  const lines = lottery.order.map((teamId, index) => {
    const entrant = entrants.get(teamId);
    const draw = lottery.draws.find((d) => d.team.id === teamId && d.wonPick === index + 1);
    return {
      pick: index + 1,
      team: entrant?.team ?? { id: teamId, name: `Team ${String(teamId)}`, abbreviation: '?' },
      fromPlace: entrant?.place ?? index + 1,
      draw: draw?.draw ?? null,
    };
  });
  return lines.reverse();
}

import type { TradeReview, TradeSettings } from '@rinkside/domain';

// The league's trade rules in words, for the settings form's choices and the trading block's summary.

export const REVIEW_LABELS: Record<TradeReview, string> = {
  none: 'No review',
  commissioner: 'Commissioner approval',
  veto: 'Veto window',
};

/** One sentence on how an agreed trade becomes final. */
export function reviewWords(settings: TradeSettings): string {
  switch (settings.review) {
    case 'none':
      return `Agreed trades are done at once; the commissioner may reverse one within ${settings.reviewHours} hours.`;
    case 'commissioner':
      return 'Agreed trades wait for the commissioner’s approval.';
    case 'veto':
      return `Agreed trades wait ${settings.reviewHours} hours, in which the commissioner or ${settings.vetoVotePercent}% of the other GMs can veto them.`;
  }
}

/** The league's trade rules in a few short sentences, for GMs. */
export function tradeRulesWords(settings: TradeSettings, deadlineThisSeason: string | null): string[] {
  return [
    reviewWords(settings),
    `Proposals expire after ${settings.expiryHours} hours without an answer.`,
    deadlineThisSeason === null
      ? 'The trade deadline is set once the season has a schedule.'
      : `Trade deadline: ${deadlineThisSeason}.`,
    ...(settings.maxTradesBetweenTeams === null
      ? []
      : [`At most ${settings.maxTradesBetweenTeams} trades between the same two teams a season.`]),
  ];
}

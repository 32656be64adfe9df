import type { TradeEventKind, TradeStatus, TradeSummary } from '@rinkside/domain';

/** Each status as a badge: its label and colour. */
export const TRADE_STATUS_LABELS: Record<TradeStatus, { label: string; color: string }> = {
  proposed: { label: 'Proposed', color: 'blue' },
  countered: { label: 'Countered', color: 'grape' },
  declined: { label: 'Declined', color: 'red' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
  invalid: { label: 'No longer valid', color: 'orange' },
  awaiting_approval: { label: 'Awaiting approval', color: 'yellow' },
  in_review: { label: 'In review', color: 'yellow' },
  vetoed: { label: 'Vetoed', color: 'red' },
  completed: { label: 'Completed', color: 'green' },
  reversed: { label: 'Reversed', color: 'orange' },
};

/** Each step of a trade's thread in words, after the team or person who took it. */
export const TRADE_EVENT_WORDS: Record<TradeEventKind, string> = {
  proposed: 'proposed the trade',
  countered: 'answered with a counter-proposal',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrew the proposal',
  expired: 'The proposal expired unanswered',
  invalid: 'The trade became invalid',
  approved: 'approved the trade',
  vetoed: 'vetoed the trade',
  veto_vote: 'voted to veto',
  completed: 'The trade was completed',
  reversed: 'reversed the trade',
};

/** Time left until `endsAt` in words: '1 d 3 h', '5 h 12 min', '12 min', 'less than a minute', 'ended'. */
export function timeLeftWords(nowMs: number, endsAt: string): string {
  const minutes = Math.floor((Date.parse(endsAt) - nowMs) / 60_000);
  if (Number.isNaN(minutes)) return '';
  if (Date.parse(endsAt) <= nowMs) return 'ended';
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The deadline an open trade runs to, and what happens then, for a countdown; null when none runs. */
export function tradeClock(trade: Pick<TradeSummary, 'status' | 'expiresAt' | 'reviewEndsAt'>): {
  label: string;
  endsAt: string;
} | null {
  if (trade.status === 'proposed' && trade.expiresAt) return { label: 'Expires in', endsAt: trade.expiresAt };
  if (trade.status === 'in_review' && trade.reviewEndsAt)
    return { label: 'Review ends in', endsAt: trade.reviewEndsAt };
  // Nobody may review it (the commissioner is a party, docs/decisions/060): the window approves it.
  if (trade.status === 'awaiting_approval' && trade.reviewEndsAt)
    return { label: 'Approved in', endsAt: trade.reviewEndsAt };
  return null;
}

/** Whose move it is in an open trade, in words; null once it has ended. */
export function waitingWords(trade: Pick<TradeSummary, 'status' | 'sides'>): string | null {
  const receiver = trade.sides[1]?.team.name;
  switch (trade.status) {
    case 'proposed':
      return receiver ? `Waiting for ${receiver} to answer.` : null;
    case 'awaiting_approval':
      return 'Accepted; waiting for the commissioner to approve it.';
    case 'in_review':
      return 'Accepted; the commissioner or the other GMs may veto it until the review ends.';
    default:
      return null;
  }
}

import type { TradeReview, TradeSettings } from '@rinkside/domain';

// What the trade settings form holds while the commissioner edits: numbers as typed ('' when cleared).

type Entry = number | string;

export interface TradeSettingsDraft {
  review: TradeReview;
  reviewHours: Entry;
  vetoVotePercent: Entry;
  expiryHours: Entry;
  automaticDeadline: boolean;
  deadline: string;
  /** '' for no limit. */
  maxTradesBetweenTeams: Entry;
  aiProposals: boolean;
}

export const toDraft = (settings: TradeSettings): TradeSettingsDraft => ({
  review: settings.review,
  reviewHours: settings.reviewHours,
  vetoVotePercent: settings.vetoVotePercent,
  expiryHours: settings.expiryHours,
  automaticDeadline: settings.deadline === null,
  deadline: settings.deadline ?? '',
  maxTradesBetweenTeams: settings.maxTradesBetweenTeams ?? '',
  aiProposals: settings.aiProposals,
});

// A field left empty reads as NaN, which the schema refuses with the field's name.
const num = (entry: Entry) => (entry === '' ? Number.NaN : Number(entry));

export const fromDraft = (draft: TradeSettingsDraft): TradeSettings => ({
  review: draft.review,
  reviewHours: num(draft.reviewHours),
  vetoVotePercent: num(draft.vetoVotePercent),
  expiryHours: num(draft.expiryHours),
  deadline: draft.automaticDeadline ? null : draft.deadline,
  maxTradesBetweenTeams: draft.maxTradesBetweenTeams === '' ? null : num(draft.maxTradesBetweenTeams),
  aiProposals: draft.aiProposals,
});

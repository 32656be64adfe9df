/**
 * Who runs a league (docs/decisions/060): its owner (the commissioner who created it or was handed it)
 * and the GMs the owner named co-commissioners. Each has every commissioner power; only the owner names
 * or removes co-commissioners.
 */
export interface LeagueCommissioners {
  ownerId: number;
  coCommissionerIds: readonly number[];
}

/** Whether the user may use the commissioner's powers in the league. */
export function hasCommissionerPowers(commissioners: LeagueCommissioners, userId: number): boolean {
  return commissioners.ownerId === userId || commissioners.coCommissionerIds.includes(userId);
}

/** Whether the user may name or remove co-commissioners: the owner alone. */
export function mayNameCoCommissioners(commissioners: LeagueCommissioners, userId: number): boolean {
  return commissioners.ownerId === userId;
}

/** The users on either side of a trade: its two teams' GMs, who proposed it and who accepted it. */
export type TradeParties = readonly (number | null)[];

/**
 * Who reviews a trade waiting for the commissioner: every commissioner who is not a party to it. When
 * none is left, nobody may approve or veto it and it is approved when its review window ends.
 */
export type CommissionerTradeReview = { kind: 'reviewers'; userIds: number[] } | { kind: 'window_end' };

export function tradeReviewOf(
  commissioners: LeagueCommissioners,
  parties: TradeParties,
): CommissionerTradeReview {
  const all = [commissioners.ownerId, ...commissioners.coCommissionerIds];
  const userIds = [...new Set(all)].filter((id) => !parties.includes(id));
  return userIds.length > 0 ? { kind: 'reviewers', userIds } : { kind: 'window_end' };
}

/** Whether the user may approve or veto the trade as a commissioner. */
export function mayReviewTrade(
  commissioners: LeagueCommissioners,
  parties: TradeParties,
  userId: number,
): boolean {
  const review = tradeReviewOf(commissioners, parties);
  return review.kind === 'reviewers' && review.userIds.includes(userId);
}

/** The note a trade carries when it was approved because nobody could review it. */
export const APPROVED_AT_WINDOW_END_NOTE =
  'Approved when the review window ended: the commissioner is a party to this trade.';

import { AI_NEUTRAL_FLOOR } from './ai-trade-guards';
import { AI_ACCEPT_AT, assetValue, tradeFairness, type ValuedAsset } from './trade-decision';
import type { TeamDirection, ValuationLeague } from './trade-value';

/** Through neutral eyes an AI team's proposal is at least this even: it offers a deal, not a fleece. */
export const AI_PROPOSAL_FAIRNESS = 0.85;

export interface AiProposalInput {
  league: ValuationLeague;
  direction: TeamDirection;
  /** The AI team's players and the human team's. */
  aiPlayers: readonly ValuedAsset[];
  humanPlayers: readonly ValuedAsset[];
}

/** Forwards, defencemen and goalies: an AI team swaps like for like, so both lineups still dress. */
const groupOf = (asset: ValuedAsset) =>
  asset.kind === 'pick'
    ? 'pick'
    : asset.player.position === 'D' || asset.player.position === 'G'
      ? asset.player.position
      : 'F';

/**
 * The one-for-one swaps of players in the same position group an AI team would propose to a human team
 * (docs/decisions/048): every pair it would accept itself (≥ 1.05 in its eyes, and at least even in
 * neutral eyes: docs/decisions/094) that neutral eyes find even (≥ 0.85), the most even first (ties in the
 * order listed).
 */
export function aiProposals(input: AiProposalInput): { give: ValuedAsset; get: ValuedAsset }[] {
  const { league, direction } = input;
  const pairs: { give: ValuedAsset; get: ValuedAsset; fairness: number }[] = [];
  for (const give of input.aiPlayers) {
    const given = assetValue(give, league, direction);
    for (const get of input.humanPlayers) {
      if (groupOf(get) !== groupOf(give)) continue;
      if (assetValue(get, league, direction) / given < AI_ACCEPT_AT) continue;
      if (assetValue(get, league, 'neutral') < AI_NEUTRAL_FLOOR * assetValue(give, league, 'neutral'))
        continue;
      const fairness = tradeFairness([give], [get], league);
      if (fairness >= AI_PROPOSAL_FAIRNESS) pairs.push({ give, get, fairness });
    }
  }
  return pairs.sort((a, b) => b.fairness - a.fairness).map(({ give, get }) => ({ give, get }));
}

/** The most even of `aiProposals`, or null when there is none. */
export function aiProposal(input: AiProposalInput): { give: ValuedAsset; get: ValuedAsset } | null {
  return aiProposals(input)[0] ?? null;
}

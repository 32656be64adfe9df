import { leagueInstant } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { findTeamOfGm, type Db, type LeagueRow } from '../leagues/api';
import type { TradeRow } from './repo';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** Who looks at or answers a trade: the commissioner, and the team he or she runs, if any. */
export interface Viewer {
  /** Null for an AI team answering for itself (docs/decisions/048). */
  userId: number | null;
  isCommissioner: boolean;
  teamId: number | null;
}

export async function viewerOf(db: Db, league: LeagueRow, userId: number): Promise<Viewer> {
  const team = await findTeamOfGm(db, league.id, userId);
  return {
    userId,
    isCommissioner: await mayUseCommissionerPowers(db, league, userId),
    teamId: team?.id ?? null,
  };
}

/**
 * Completed and reversed trades are the league's news; one in its veto window is open to every GM, who
 * may vote on it; the rest is for its two GMs and the commissioner.
 */
export function maySee(
  viewer: Viewer,
  trade: Pick<TradeRow, 'status' | 'proposer_team_id' | 'partner_team_id'>,
) {
  return (
    trade.status === 'completed' ||
    trade.status === 'reversed' ||
    (trade.status === 'in_review' && viewer.teamId !== null) ||
    viewer.isCommissioner ||
    viewer.teamId === trade.proposer_team_id ||
    viewer.teamId === trade.partner_team_id
  );
}

/** The proposing side: its team's GM, or whoever proposed for it. */
export const isProposerSide = (viewer: Viewer, trade: TradeRow) =>
  viewer.teamId === trade.proposer_team_id ||
  (viewer.userId !== null && trade.proposed_by_user_id === viewer.userId);

/** Trade times run on the league's clock, as waivers and offers do, so simulating ahead moves them on. */
export const leagueNow = (ctx: AppContext, league: Pick<LeagueRow, 'time_zone' | 'simulated_to'>) =>
  leagueInstant(ctx.now(), league.time_zone, league.simulated_to);

/** Why a trade cannot be answered or reviewed in its status, in words. */
export function statusInWords(trade: Pick<TradeRow, 'status' | 'status_reason'>): string {
  const reason = trade.status_reason ? ` ${trade.status_reason}` : '';
  switch (trade.status) {
    case 'proposed':
      return 'This proposal still waits for an answer.';
    case 'countered':
      return 'This proposal was answered with a counter-proposal: answer that one instead.';
    case 'declined':
      return `This proposal was declined.${reason}`;
    case 'withdrawn':
      return `This proposal was withdrawn.${reason}`;
    case 'expired':
      return 'This proposal expired without an answer.';
    case 'invalid':
      return `This trade can no longer happen.${reason}`;
    case 'awaiting_approval':
      return "This trade was accepted and waits for the commissioner's approval.";
    case 'in_review':
      return 'This trade was accepted and is in its veto window.';
    case 'vetoed':
      return `This trade was vetoed.${reason}`;
    case 'completed':
      return 'This trade is already done.';
    case 'reversed':
      return 'This trade was reversed by the commissioner.';
  }
}

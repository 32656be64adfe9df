import { mayReviewTrade, tradeReviewOf, type CommissionerTradeReview } from '@rinkside/domain';
import { commissionersOf } from '../commissioners/powers';
import type { Db, LeagueRow } from '../leagues/api';
import { notify } from '../notifications/service';
import { acceptersOf, gmsOfTeams } from './present-repo';
import type { TradeRow } from './repo';

/**
 * The users on either side of a trade: its two teams' GMs, who proposed it and who accepted it (a
 * commissioner may answer for a team). None of them may review it (docs/decisions/060).
 */
export async function partiesOf(db: Db, trade: TradeRow, alsoUserId?: number | null): Promise<number[]> {
  const [teams, accepted] = await Promise.all([
    gmsOfTeams(db, [trade.proposer_team_id, trade.partner_team_id]),
    acceptersOf(db, trade.id),
  ]);
  const ids = [
    ...teams.map((t) => t.gm_user_id),
    ...accepted.map((e) => e.user_id),
    trade.proposed_by_user_id,
    alsoUserId ?? null,
  ];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** Who reviews the trade now: the commissioners who are no party to it, or nobody (the window decides). */
export async function reviewOf(
  db: Db,
  league: LeagueRow,
  trade: TradeRow,
  alsoUserId?: number | null,
): Promise<CommissionerTradeReview> {
  return tradeReviewOf(await commissionersOf(db, league), await partiesOf(db, trade, alsoUserId));
}

/** Whether the user may approve, veto or reverse the trade as a commissioner. */
export async function mayReview(db: Db, league: LeagueRow, trade: TradeRow, userId: number | null) {
  if (userId === null) return false;
  return mayReviewTrade(await commissionersOf(db, league), await partiesOf(db, trade), userId);
}

/** Tells each reviewer that the trade waits for review. Returns the users told. */
export async function tellReviewers(
  db: Db,
  input: {
    review: CommissionerTradeReview;
    league: LeagueRow;
    tradeId: number;
    teamNames: string[];
    why: 'approval' | 'veto_window' | 'lopsided';
    at: string;
  },
): Promise<(number | null)[]> {
  if (input.review.kind !== 'reviewers') return [];
  const told: (number | null)[] = [];
  for (const userId of input.review.userIds)
    told.push(
      await notify(db, {
        userId,
        at: input.at,
        kind: 'trade_review',
        payload: {
          leagueId: input.league.id,
          tradeId: input.tradeId,
          teamNames: input.teamNames,
          why: input.why,
        },
      }),
    );
  return told;
}

/** The waiting words of a trade nobody may review; it is approved when its window ends. */
export const NO_REVIEWER_REASON =
  'The commissioner is a party to this trade: it is approved when the review window ends.';

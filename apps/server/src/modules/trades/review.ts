import type { TradeDetail } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { conflict, forbidden } from '../../http/errors';
import { announce } from '../notifications/service';
import { executeTrade, teamIdsOf } from './execute';
import { detailNow, loadTrade } from './load';
import { tellBoth, teamsOf } from './notices';
import { vetoVotesNeeded } from './present';
import { insertVote } from './present-repo';
import * as repo from './repo';
import { leagueNow, statusInWords } from './viewer';
import { recordCommissionerAction } from '../commissioners/audit';
import { mayReview } from './reviewers';

/** A commissioner on either side of a trade cannot decide it (docs/decisions/060). */
const PARTY =
  'You are a party to this trade: a commissioner who is not reviews it, or it is approved when the review window ends.';

/** POST …/{tradeId}/approve (commissioner): a trade waiting for approval is carried out. */
export async function approveTrade(
  ctx: AppContext,
  leagueId: number,
  tradeId: number,
  userId: number,
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, leagueId, tradeId, userId);
  const { league, trade, viewer } = loaded;
  if (!viewer.isCommissioner) throw forbidden('Only the commissioner can approve a trade.');
  if (!(await mayReview(ctx.database.db, league, trade, viewer.userId))) throw forbidden(PARTY);
  if (trade.status !== 'awaiting_approval') throw conflict(statusInWords(trade));
  const done = await executeTrade(ctx, {
    league,
    tradeId,
    from: 'awaiting_approval',
    step: { kind: 'approved', userId, teamId: null },
  });
  if (done.outcome === 'gone') {
    const now = await repo.findTrade(ctx.database.db, leagueId, tradeId);
    throw conflict(now ? statusInWords(now) : 'This trade is gone.');
  }
  await announce(ctx, done.told);
  if (done.outcome === 'invalid') throw conflict(`The trade cannot be done: ${done.reason}`);
  return detailNow(ctx, loaded);
}

/**
 * POST …/{tradeId}/veto: the commissioner stops a trade waiting for review; another team's GM casts a
 * vote in the veto window, and enough votes stop it (docs/decisions/047).
 */
export async function vetoTrade(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number; reason?: string },
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, input.leagueId, input.tradeId, input.userId);
  const { league, trade, viewer } = loaded;
  const { db } = ctx.database;
  const now = leagueNow(ctx, league);
  const at = now.toISOString();
  const inTrade = viewer.teamId === trade.proposer_team_id || viewer.teamId === trade.partner_team_id;
  const reviewing = trade.status === 'awaiting_approval' || trade.status === 'in_review';
  if (viewer.isCommissioner && !(await mayReview(db, league, trade, viewer.userId))) {
    throw reviewing ? forbidden(PARTY) : conflict(statusInWords(trade));
  } else if (viewer.isCommissioner) {
    if (!reviewing) throw conflict(statusInWords(trade));
    const reason = input.reason ?? 'Vetoed by the commissioner.';
    await stopTrade(ctx, {
      trade,
      from: trade.status,
      reason,
      userId: viewer.userId,
      at,
      byCommissioner: true,
    });
    return detailNow(ctx, loaded);
  }
  if (inTrade) throw forbidden("You cannot veto your own team's trade.");
  if (viewer.teamId === null)
    throw forbidden('Only the GMs of the other teams and the commissioner can veto a trade.');
  if (trade.status !== 'in_review') throw conflict(statusInWords(trade));
  if (trade.review_ends_at !== null && trade.review_ends_at <= at)
    throw conflict('The veto window has ended: the trade goes through.');
  const teamId = viewer.teamId;
  const votes = await runTransaction(db, async (trx) => {
    try {
      await insertVote(trx, { trade_id: trade.id, team_id: teamId, user_id: viewer.userId, at });
    } catch (error) {
      if (databaseErrorKind(error) === 'unique-violation')
        throw conflict('Your team has already voted to veto this trade.');
      throw error;
    }
    await repo.insertEvent(trx, {
      tradeId: trade.id,
      at,
      kind: 'veto_vote',
      teamId,
      userId: viewer.userId,
      text: input.reason ?? null,
    });
    return repo.countVotes(trx, trade.id);
  });
  if (votes >= (await vetoVotesNeeded(db, league, trade)))
    await stopTrade(ctx, {
      trade,
      from: 'in_review',
      reason: "Vetoed by a vote of the league's GMs.",
      userId: null,
      at,
    });
  return detailNow(ctx, loaded);
}

async function stopTrade(
  ctx: AppContext,
  input: {
    trade: repo.TradeRow;
    from: repo.TradeRow['status'];
    reason: string;
    userId: number | null;
    at: string;
    /** A commissioner's veto, which the league's audit log keeps; a vote's is the GMs'. */
    byCommissioner?: boolean;
  },
): Promise<void> {
  const { trade, reason, at } = input;
  const told = await runTransaction(ctx.database.db, async (trx) => {
    await lockTeams(trx, ctx.database.kind, teamIdsOf(trade));
    if (
      !(await repo.moveStatus(trx, trade.id, input.from, {
        status: 'vetoed',
        status_reason: reason,
        decided_at: at,
      }))
    )
      return null;
    await repo.insertEvent(trx, {
      tradeId: trade.id,
      at,
      kind: 'vetoed',
      userId: input.userId,
      text: reason,
    });
    const teams = await teamsOf(trx, trade);
    if (input.byCommissioner)
      await recordCommissionerAction(trx, {
        leagueId: trade.league_id,
        actorId: input.userId,
        now: ctx.now(),
        action: 'trade_vetoed',
        details: { tradeId: trade.id, teamNames: teams.map((t) => t.name), reason },
      });
    return tellBoth(trx, {
      tradeId: trade.id,
      teams,
      event: 'vetoed',
      reason,
      at,
    });
  });
  if (!told) {
    const now = await repo.findTrade(ctx.database.db, trade.league_id, trade.id);
    throw conflict(now ? statusInWords(now) : 'This trade is gone.');
  }
  await announce(ctx, told);
}

import {
  formatLeagueDateTime,
  proposalExpiredAt,
  tradeSettingsOf,
  type TradeDetail,
  type TradeProposalRequest,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { announce } from '../notifications/service';
import { fairnessOfPlan } from './fairness';
import { assessTrade } from './assess';
import { executeTrade, refuseOnRecheck, teamIdsOf, type Recheck } from './execute';
import { detailNow, loadTrade, type LoadedTrade } from './load';
import { tellTeam, teamsOf } from './notices';
import { NO_REVIEWER_REASON, reviewOf, tellReviewers } from './reviewers';
import { assetsOfRows } from './plan';
import { planOf, storeProposal } from './propose';
import * as repo from './repo';
import { isProposerSide, leagueNow, statusInWords } from './viewer';

const HOUR_MS = 3_600_000;

/**
 * A proposal still waiting for an answer: 409 with its status in words when it was answered, and when
 * its time ran out it is marked expired here (the job may not have come by yet).
 */
async function openProposal(ctx: AppContext, loaded: LoadedTrade): Promise<void> {
  const { league, trade } = loaded;
  if (trade.status !== 'proposed') throw conflict(statusInWords(trade));
  const now = leagueNow(ctx, league);
  if (trade.expires_at !== null && trade.expires_at <= now.toISOString()) {
    await expireProposal(ctx, trade, now.toISOString());
    throw conflict(
      `This proposal expired on ${formatLeagueDateTime(trade.expires_at, league.time_zone)} without an answer: propose the trade again.`,
    );
  }
}

/** Marks one proposal expired (once), at the league time it ran out, and tells its proposer. */
export async function expireProposal(
  ctx: AppContext,
  trade: repo.TradeRow,
  noticedAt: string,
): Promise<boolean> {
  const at = proposalExpiredAt(trade.expires_at, noticedAt);
  const told = await runTransaction(ctx.database.db, async (trx) => {
    await lockTeams(trx, ctx.database.kind, teamIdsOf(trade));
    if (!(await repo.moveStatus(trx, trade.id, 'proposed', { status: 'expired', decided_at: at })))
      return null;
    await repo.insertEvent(trx, { tradeId: trade.id, at, kind: 'expired' });
    const [proposer, partner] = await teamsOf(trx, trade);
    return [await tellTeam(trx, { tradeId: trade.id, team: proposer, other: partner, event: 'expired', at })];
  });
  if (told) await announce(ctx, told);
  return told !== null;
}

/** The partner team's GM or the commissioner answers; never the side that proposed. */
function requireAnswerer(loaded: LoadedTrade, verb: string): void {
  const { trade, viewer } = loaded;
  if (isProposerSide(viewer, trade))
    throw forbidden(
      verb === 'accept' ? 'You cannot accept your own proposal.' : `You cannot ${verb} your own proposal.`,
    );
  if (!viewer.isCommissioner && viewer.teamId !== trade.partner_team_id)
    throw forbidden(
      `Only the GM of the team it was proposed to, or the commissioner, can ${verb} this proposal.`,
    );
}

/**
 * POST …/{tradeId}/accept: with review 'none' the trade is carried out at once; otherwise it waits for
 * the commissioner's approval or its veto window (docs/decisions/047).
 */
export async function acceptTrade(
  ctx: AppContext,
  leagueId: number,
  tradeId: number,
  userId: number,
): Promise<TradeDetail> {
  return acceptLoaded(ctx, await loadTrade(ctx, leagueId, tradeId, userId));
}

/**
 * Accepts the loaded trade as its viewer: a person, or an AI team (docs/decisions/048), which passes what
 * it reads again under the teams' locks (`recheck`).
 */
export async function acceptLoaded(
  ctx: AppContext,
  loaded: LoadedTrade,
  recheck?: Recheck,
): Promise<TradeDetail> {
  requireAnswerer(loaded, 'accept');
  await openProposal(ctx, loaded);
  const { league, trade, viewer } = loaded;
  const tradeId = trade.id;
  const { userId } = viewer;
  const settings = tradeSettingsOf(league.trade_settings);
  const step = { kind: 'accepted' as const, userId, teamId: viewer.teamId ?? trade.partner_team_id };
  if (settings.review === 'none') {
    const done = await executeTrade(ctx, { league, tradeId, from: 'proposed', step, recheck });
    if (done.outcome === 'gone') return refuseMovedOn(ctx, loaded);
    await announce(ctx, done.told);
    if (done.outcome === 'invalid') throw conflict(`The trade cannot be done: ${done.reason}`);
    return detailNow(ctx, loaded);
  }
  const { db } = ctx.database;
  const teams = await teamsOf(db, trade);
  const check = await assessTrade(db, {
    league,
    plan: { teams, assets: assetsOfRows(await repo.assetsOf(db, [trade.id])) },
    now: ctx.now(),
  });
  if (check.problems.length > 0) throw conflict(`The trade cannot be done: ${check.problems.join(' ')}`);
  const now = leagueNow(ctx, league);
  const at = now.toISOString();
  const veto = settings.review === 'veto';
  // A commissioner who is a party cannot review it: a co-commissioner who is not does, else the trade is
  // approved when the review window ends (docs/decisions/060).
  const review = await reviewOf(db, league, trade, userId);
  const windowDecides = veto || review.kind === 'window_end';
  const told = await runTransaction(db, async (trx) => {
    await lockTeams(trx, ctx.database.kind, teamIdsOf(trade));
    const moved = await repo.moveStatus(trx, trade.id, 'proposed', {
      status: veto ? 'in_review' : 'awaiting_approval',
      status_reason: veto || review.kind === 'reviewers' ? null : NO_REVIEWER_REASON,
      decided_at: at,
      review_ends_at: windowDecides
        ? new Date(now.getTime() + settings.reviewHours * HOUR_MS).toISOString()
        : null,
    });
    if (!moved) return null;
    await refuseOnRecheck(trx, recheck);
    await repo.insertEvent(trx, { tradeId, at, kind: 'accepted', teamId: step.teamId, userId });
    const teamNames = teams.map((t) => t.name);
    const why = veto ? ('veto_window' as const) : ('approval' as const);
    return [
      await tellTeam(trx, { tradeId, team: teams[0], other: teams[1], event: 'accepted', at }),
      ...(await tellReviewers(trx, { review, league, tradeId, teamNames, why, at })),
    ];
  });
  if (!told) return refuseMovedOn(ctx, loaded);
  await announce(ctx, told);
  return detailNow(ctx, loaded);
}

/** Another answer got there first: 409 with what it made of the trade. */
async function refuseMovedOn(ctx: AppContext, loaded: LoadedTrade): Promise<never> {
  const now = await repo.findTrade(ctx.database.db, loaded.league.id, loaded.trade.id);
  throw conflict(now ? statusInWords(now) : 'This trade is gone.');
}

/** POST …/decline and …/withdraw: the proposal ends, with the reason given, and the other side hears of it. */
export async function endProposal(
  ctx: AppContext,
  input: {
    leagueId: number;
    tradeId: number;
    userId: number;
    how: 'declined' | 'withdrawn';
    reason?: string;
  },
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, input.leagueId, input.tradeId, input.userId);
  return endLoaded(ctx, loaded, input);
}

/** Declines or withdraws the loaded trade as its viewer. */
export async function endLoaded(
  ctx: AppContext,
  loaded: LoadedTrade,
  input: { how: 'declined' | 'withdrawn'; reason?: string },
): Promise<TradeDetail> {
  const { league, trade, viewer } = loaded;
  if (input.how === 'declined') requireAnswerer(loaded, 'decline');
  else if (!isProposerSide(viewer, trade) && !viewer.isCommissioner)
    throw forbidden('Only the side that proposed the trade, or the commissioner, can withdraw it.');
  await openProposal(ctx, loaded);
  const at = leagueNow(ctx, league).toISOString();
  const reason = input.reason ?? null;
  // The teams first, as an acceptance takes them (docs/decisions/062): a withdrawal and an acceptance at
  // once take turns.
  const told = await runTransaction(ctx.database.db, async (trx) => {
    await lockTeams(trx, ctx.database.kind, teamIdsOf(trade));
    if (
      !(await repo.moveStatus(trx, trade.id, 'proposed', {
        status: input.how,
        status_reason: reason,
        decided_at: at,
      }))
    )
      return null;
    await repo.insertEvent(trx, {
      tradeId: trade.id,
      at,
      kind: input.how,
      teamId: viewer.teamId,
      userId: viewer.userId,
      text: reason,
    });
    const [proposer, partner] = await teamsOf(trx, trade);
    const [team, other] = input.how === 'declined' ? [proposer, partner] : [partner, proposer];
    return [await tellTeam(trx, { tradeId: trade.id, team, other, event: input.how, reason, at })];
  });
  if (!told) return refuseMovedOn(ctx, loaded);
  await announce(ctx, told);
  return detailNow(ctx, loaded);
}

/**
 * POST …/{tradeId}/counter: the partner's own proposal back, its team first, checked like any proposal;
 * the original becomes 'countered' and links to it.
 */
export async function counterTrade(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number; request: TradeProposalRequest },
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, input.leagueId, input.tradeId, input.userId);
  return counterLoaded(ctx, loaded, input.request);
}

/** Counters the loaded trade as its viewer with `request`, the viewer's team first. */
export async function counterLoaded(
  ctx: AppContext,
  loaded: LoadedTrade,
  request: TradeProposalRequest,
): Promise<TradeDetail> {
  requireAnswerer(loaded, 'counter');
  await openProposal(ctx, loaded);
  const { league, trade } = loaded;
  const { db } = ctx.database;
  const plan = await planOf(db, league, request);
  if (plan.teams[0].id !== trade.partner_team_id || plan.teams[1].id !== trade.proposer_team_id) {
    const [proposer, partner] = await teamsOf(db, trade);
    throw badRequest(
      `A counter-proposal is between the same two teams: ${partner.name} first, then ${proposer.name}.`,
    );
  }
  const { problems, seasonId } = await assessTrade(db, { league, plan, now: ctx.now() });
  if (problems.length > 0) throw conflict(problems.join(' '));
  const at = leagueNow(ctx, league).toISOString();
  const fairness = await fairnessOfPlan(ctx, league, plan);
  const result = await runTransaction(db, async (trx) => {
    await lockTeams(trx, ctx.database.kind, teamIdsOf(trade));
    const stored = await storeProposal(ctx, trx, {
      fairness,
      league,
      plan,
      userId: loaded.viewer.userId,
      note: request.note ?? null,
      seasonId,
      parentId: trade.id,
    });
    if (
      !(await repo.moveStatus(trx, trade.id, 'proposed', {
        status: 'countered',
        counter_id: stored.id,
        decided_at: at,
      }))
    )
      throw conflict('This proposal was answered a moment ago: reload it.');
    await repo.insertEvent(trx, {
      tradeId: trade.id,
      at,
      kind: 'countered',
      teamId: plan.teams[0].id,
      userId: loaded.viewer.userId,
      text: request.note ?? null,
    });
    return stored;
  });
  await announce(ctx, [result.told]);
  const counter = await repo.findTrade(db, league.id, result.id);
  if (!counter) throw new Error('The counter-proposal was not stored.');
  return detailNow(ctx, { ...loaded, trade: counter });
}

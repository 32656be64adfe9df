import {
  ID_MAX,
  tradeSettingsOf,
  type TradeDetail,
  type TradePreview,
  type TradeProposalRequest,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { findTeam, type Db, type LeagueRow } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { announce } from '../notifications/service';
import { assessTrade } from './assess';
import { fairnessOfPlan, type TradeFairness } from './fairness';
import { tellTeam } from './notices';
import { assetsOfRequest, type TradePlan } from './plan';
import { presentDetail } from './present';
import * as repo from './repo';
import { leagueNow, viewerOf } from './viewer';

const HOUR_MS = 3_600_000;

/** The two teams of a proposal and what it moves; 400/404 for a request that names no real trade. */
export async function planOf(db: Db, league: LeagueRow, request: TradeProposalRequest): Promise<TradePlan> {
  const [first, second] = request.teams;
  if (!first || !second) throw badRequest('A trade is between two teams: yours first, then the other.');
  if (first.teamId === second.teamId) throw badRequest('A trade is between two different teams.');
  // The request schema bounds ids below only: one past an integer column would fail in the database.
  const ids = request.teams.flatMap((side) => [
    side.teamId,
    ...side.gives.playerIds,
    ...side.gives.pickIds,
    ...side.gives.retained.map((r) => r.playerId),
  ]);
  const wrong = ids.find((id) => id > ID_MAX);
  if (wrong !== undefined) throw badRequest(`${wrong} is not an id: ids run from 1 to ${ID_MAX}.`);
  const teams = await Promise.all([
    findTeam(db, league.id, first.teamId),
    findTeam(db, league.id, second.teamId),
  ]);
  const [a, b] = teams;
  if (!a || !b) throw notFound('Both teams of a trade must be in this league.');
  for (const side of request.teams) {
    const gives = new Set(side.gives.playerIds);
    const stray = side.gives.retained.find((r) => !gives.has(r.playerId));
    if (stray)
      throw badRequest(
        `A team can only retain salary of a player it gives: player ${stray.playerId} is not in its side.`,
      );
  }
  return { teams: [a, b], assets: assetsOfRequest(request) };
}

/** Only the first team's GM, or the commissioner for any team, speaks for the proposing side. */
async function requireProposer(ctx: AppContext, league: LeagueRow, plan: TradePlan, userId: number) {
  const viewer = await viewerOf(ctx.database.db, league, userId);
  if (!viewer.isCommissioner && viewer.teamId !== plan.teams[0].id)
    throw forbidden(`Only ${plan.teams[0].name}'s GM or the commissioner can propose a trade for it.`);
  return viewer;
}

/** POST /league/{id}/trades/preview: both teams after the trade and every problem, storing nothing. */
export async function previewTrade(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: TradeProposalRequest,
): Promise<TradePreview> {
  const league = await requireLeague(ctx, leagueId);
  const plan = await planOf(ctx.database.db, league, request);
  await requireProposer(ctx, league, plan, userId);
  const { teams, problems } = await assessTrade(ctx.database.db, { league, plan, now: ctx.now() });
  return { teams, problems };
}

/**
 * POST /league/{id}/trades: a proposal checked as it would be carried out now (docs/decisions/047); it
 * waits for the other GM until it expires; a team without a GM answers at once (docs/decisions/048).
 */
export async function proposeTrade(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: TradeProposalRequest,
): Promise<TradeDetail> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const plan = await planOf(db, league, request);
  const viewer = await requireProposer(ctx, league, plan, userId);
  const { problems, seasonId } = await assessTrade(db, { league, plan, now: ctx.now() });
  if (problems.length > 0) throw conflict(problems.join(' '));
  const fairness = await fairnessOfPlan(ctx, league, plan);
  const { id, told } = await runTransaction(db, async (trx) =>
    storeProposal(ctx, trx, {
      league,
      plan,
      userId,
      note: request.note ?? null,
      seasonId,
      parentId: null,
      fairness,
    }),
  );
  await announce(ctx, [told]);
  const trade = await repo.findTrade(db, leagueId, id);
  if (!trade) throw new Error('The proposal was not stored.');
  return presentDetail(db, { league, trade, viewer, now: leagueNow(ctx, league) });
}

/** Stores a proposal (or a counter-proposal) with its assets and first step, and tells the other GM. */
export async function storeProposal(
  ctx: AppContext,
  trx: Db,
  input: {
    league: LeagueRow;
    plan: TradePlan;
    /** Null for an AI team's counter-proposal. */
    userId: number | null;
    note: string | null;
    seasonId: number | null;
    parentId: number | null;
    /** The value model's ratio between the sides and who gets more (docs/decisions/048). */
    fairness: TradeFairness | null;
  },
): Promise<{ id: number; told: number | null }> {
  const { league, plan } = input;
  const now = leagueNow(ctx, league);
  const at = now.toISOString();
  const settings = tradeSettingsOf(league.trade_settings);
  const [proposer, partner] = plan.teams;
  const id = await repo.insertTrade(trx, {
    league_id: league.id,
    status: 'proposed',
    status_reason: null,
    proposer_team_id: proposer.id,
    partner_team_id: partner.id,
    proposed_by_user_id: input.userId,
    parent_id: input.parentId,
    season_id: input.seasonId,
    note: input.note,
    created_at: at,
    expires_at: new Date(now.getTime() + settings.expiryHours * HOUR_MS).toISOString(),
    fairness_ratio: input.fairness?.ratio ?? null,
    fairness_gainer_team_id: input.fairness?.gainerTeamId ?? null,
  });
  await repo.insertAssets(
    trx,
    plan.assets.map((a) => ({
      trade_id: id,
      from_team_id: a.fromTeamId,
      to_team_id: a.toTeamId,
      player_id: a.playerId,
      pick_id: a.pickId,
      retained_percent: a.retainedPercent,
    })),
  );
  await repo.insertEvent(trx, {
    tradeId: id,
    at,
    kind: 'proposed',
    teamId: proposer.id,
    userId: input.userId,
    text: input.note,
  });
  const told = await tellTeam(trx, {
    tradeId: id,
    team: partner,
    other: proposer,
    event: input.parentId === null ? 'proposed' : 'countered',
    at,
  });
  return { id, told };
}

import {
  LOPSIDED_BELOW,
  tradeSettingsOf,
  tradeStatusAt,
  type TradeActions,
  type TradeDetail,
  type TradePick,
  type TradePlayer,
  type TradeSummary,
} from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import * as shown from './present-repo';
import * as repo from './repo';
import { mayReview } from './reviewers';
import { isProposerSide, maySee, type Viewer } from './viewer';

/** Trades as the API shows them, each side with what it gives; read in a few queries for a whole page. */
export async function presentTrades(
  db: Db,
  trades: readonly repo.TradeRow[],
  /** The league's now: a proposal past its expiry shows as expired (`tradeStatusAt`). */
  now: Date,
): Promise<TradeSummary[]> {
  if (trades.length === 0) return [];
  const assets = await repo.assetsOf(
    db,
    trades.map((t) => t.id),
  );
  const teamIds = [...new Set(trades.flatMap((t) => [t.proposer_team_id, t.partner_team_id]))];
  const playerIds = [...new Set(assets.flatMap((a) => a.player_id ?? []))];
  const pickIds = [...new Set(assets.flatMap((a) => a.pick_id ?? []))];
  const [teams, players, picks] = await Promise.all([
    shown.teamsByIds(db, teamIds),
    playerIds.length === 0 ? [] : shown.playersByIds(db, playerIds),
    pickIds.length === 0 ? [] : shown.shownPicks(db, pickIds),
  ]);
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const playerOf = new Map(players.map((p) => [p.id, p]));
  const pickOf = new Map(picks.map((p) => [p.id, p]));
  const side = (tradeId: number, teamId: number) => {
    const team = teamOf.get(teamId);
    const gives = assets.filter((a) => a.trade_id === tradeId && a.from_team_id === teamId);
    return {
      team: { id: teamId, name: team?.name ?? 'Former team', abbrev: team?.abbreviation ?? '' },
      humanGm: team?.gm_user_id !== null && team?.gm_user_id !== undefined,
      gives: {
        players: gives.flatMap((a): TradePlayer[] => {
          const p = a.player_id === null ? undefined : playerOf.get(a.player_id);
          if (!p) return [];
          return [
            {
              id: p.id,
              firstName: p.first_name,
              lastName: p.last_name,
              position: p.position,
              age: p.age,
              overall: p.overall,
              potential: p.potential,
              capHit: p.cap_hit,
              yearsLeft: p.contract_years,
              retainedPercent: a.retained_percent,
            },
          ];
        }),
        picks: gives.flatMap((a): TradePick[] => {
          const p = a.pick_id === null ? undefined : pickOf.get(a.pick_id);
          if (!p) return [];
          return [
            {
              id: p.id,
              year: p.year,
              round: p.round,
              originalTeam: { id: p.team_id, name: p.name, abbrev: p.abbreviation },
            },
          ];
        }),
      },
    };
  };
  return trades.map((t) => ({
    id: t.id,
    status: tradeStatusAt({ status: t.status, expiresAt: t.expires_at }, now.toISOString()),
    statusReason: t.status_reason,
    createdAt: t.created_at,
    expiresAt: t.expires_at,
    reviewEndsAt: t.review_ends_at,
    completedAt: t.completed_at,
    parentId: t.parent_id,
    counterId: t.counter_id,
    sides: [side(t.id, t.proposer_team_id), side(t.id, t.partner_team_id)],
  }));
}

/** The GMs whose veto votes count: those of the league's other teams. */
export async function vetoVotesNeeded(db: Db, league: LeagueRow, trade: repo.TradeRow): Promise<number> {
  const voters = await shown.countGmTeamsBesides(db, league.id, [
    trade.proposer_team_id,
    trade.partner_team_id,
  ]);
  const percent = tradeSettingsOf(league.trade_settings).vetoVotePercent;
  return Math.max(1, Math.ceil((voters * percent) / 100));
}

/** Counter-proposals a thread reaches back through at most: the NHL's haggling rarely goes this deep. */
const THREAD_DEPTH = 20;

/**
 * A trade's thread, oldest first: the steps of the proposals it counters (back to the first), then its own,
 * so a counter-proposal reads with the offer it answers. The haggling stays between those who could see
 * it: a viewer who may not see a countered proposal reads the thread from the proposal after it.
 */
async function threadOf(db: Db, leagueId: number, trade: repo.TradeRow, viewer: Viewer) {
  const ids = [trade.id];
  let parentId = trade.parent_id;
  while (parentId !== null && ids.length < THREAD_DEPTH) {
    const parent = await repo.findTrade(db, leagueId, parentId);
    if (!parent || !maySee(viewer, parent)) break;
    ids.unshift(parent.id);
    parentId = parent.parent_id;
  }
  return (await Promise.all(ids.map((id) => repo.eventsOf(db, id)))).flat();
}

/** One trade with its thread, what the viewer may do and, for the commissioner, its fairness. */
export async function presentDetail(
  db: Db,
  input: { league: LeagueRow; trade: repo.TradeRow; viewer: Viewer; now: Date },
): Promise<TradeDetail> {
  const { league, trade, viewer, now } = input;
  const [summary] = await presentTrades(db, [trade], now);
  if (!summary) throw new Error('The trade could not be shown.');
  const [events, votes, needed, voted, reviewer] = await Promise.all([
    threadOf(db, league.id, trade, viewer),
    repo.countVotes(db, trade.id),
    vetoVotesNeeded(db, league, trade),
    viewer.teamId === null ? undefined : shown.voteOfTeam(db, trade.id, viewer.teamId),
    viewer.isCommissioner ? mayReview(db, league, trade, viewer.userId) : false,
  ]);
  const teamRef = new Map(summary.sides.map((s) => [s.team.id, s.team]));
  return {
    ...summary,
    note: trade.note,
    thread: events.map((e) => ({
      at: e.at,
      kind: e.kind,
      team: e.team_id === null ? null : (teamRef.get(e.team_id) ?? null),
      by: e.username,
      text: e.text,
    })),
    vetoVotes: votes,
    vetoVotesNeeded: needed,
    fairness:
      viewer.isCommissioner && trade.fairness_ratio !== null
        ? {
            ratio: trade.fairness_ratio,
            lopsided: trade.fairness_ratio < LOPSIDED_BELOW,
            gainer:
              trade.fairness_gainer_team_id === null
                ? null
                : (teamRef.get(trade.fairness_gainer_team_id) ?? null),
          }
        : null,
    actions: actionsFor({ league, trade, viewer, now, voted: voted !== undefined, reviewer }),
  };
}

/** A trade whose lesser side is worth less than this share of the greater one is flagged lopsided. */

function actionsFor(input: {
  league: LeagueRow;
  trade: repo.TradeRow;
  viewer: Viewer;
  now: Date;
  voted: boolean;
  /** A commissioner who is no party to the trade (docs/decisions/060). */
  reviewer: boolean;
}): TradeActions {
  const { league, trade, viewer, now, voted, reviewer } = input;
  const open =
    tradeStatusAt({ status: trade.status, expiresAt: trade.expires_at }, now.toISOString()) === 'proposed';
  const proposer = isProposerSide(viewer, trade);
  const answers = open && !proposer && (viewer.isCommissioner || viewer.teamId === trade.partner_team_id);
  const inTrade = viewer.teamId === trade.proposer_team_id || viewer.teamId === trade.partner_team_id;
  const reviewHours = tradeSettingsOf(league.trade_settings).reviewHours;
  const reversible =
    trade.status === 'completed' &&
    trade.completed_at !== null &&
    Date.parse(trade.completed_at) + reviewHours * 3_600_000 > now.getTime();
  return {
    accept: answers,
    decline: answers,
    counter: answers,
    withdraw: open && (proposer || viewer.isCommissioner),
    approve: reviewer && trade.status === 'awaiting_approval',
    veto:
      (reviewer && (trade.status === 'awaiting_approval' || trade.status === 'in_review')) ||
      (!viewer.isCommissioner &&
        trade.status === 'in_review' &&
        viewer.teamId !== null &&
        !inTrade &&
        !voted),
    reverse: reviewer && reversible,
  };
}

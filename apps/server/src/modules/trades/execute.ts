import { LOPSIDED_BELOW, type TradeStatus } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { conflict } from '../../http/errors';
import { activeSeasonYear } from '../contracts/api';
import { recordNews } from '../feed/service';
import type { Db, LeagueRow, TeamRow } from '../leagues/api';
import { assessTrade } from './assess';
import { moveAssets, settleRosters, type MovedPick, type MovedPlayer } from './moves';
import { recordCommissionerAction } from '../commissioners/audit';
import { tellBoth, tellTeam, teamsOf } from './notices';
import { reviewOf, tellReviewers } from './reviewers';
import { assetsOfRows } from './plan';
import * as repo from './repo';
import { leagueNow } from './viewer';

export type Execution =
  | { outcome: 'completed'; told: (number | null)[] }
  | { outcome: 'invalid'; reason: string; told: (number | null)[] }
  /** Another answer or process moved the trade on first: nothing was done here. */
  | { outcome: 'gone' };

/**
 * What the side agreeing to a trade reads again under both teams' locks, after the trade is claimed: its
 * words when it no longer agrees (an AI team's partner limit, docs/decisions/094), else null.
 */
export type Recheck = (trx: Db) => Promise<string | null>;

/** Ends the transaction with a 409 in the recheck's words, undoing the claim, when it no longer agrees. */
export async function refuseOnRecheck(trx: Db, recheck: Recheck | undefined): Promise<void> {
  const refused = recheck ? await recheck(trx) : null;
  if (refused !== null) throw conflict(refused);
}

/** The two teams of a trade, for `lockTeams` (docs/decisions/062). */
export const teamIdsOf = (trade: repo.TradeRow) => [trade.proposer_team_id, trade.partner_team_id];

/**
 * Carries out an agreed trade in one transaction (docs/decisions/047). Both teams are locked, then the
 * trade is claimed from the status it was read in (`from`): of two executions at once, the second finds
 * it claimed and does nothing. Everything is re-read and re-checked under the locks; a trade that no
 * longer holds becomes 'invalid' with the reason. Otherwise the assets move, every other open trade
 * holding one of them becomes invalid, and the league's news and both GMs hear of it.
 */
export async function executeTrade(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    tradeId: number;
    from: TradeStatus;
    step?: { kind: 'accepted' | 'approved'; userId: number | null; teamId: number | null };
    /** Stays on the completed trade as its reason, e.g. why nobody approved it (docs/decisions/060). */
    note?: string;
    recheck?: Recheck;
  },
): Promise<Execution> {
  const { league, tradeId, from, step } = input;
  const { kind } = ctx.database;
  const now = leagueNow(ctx, league);
  const at = now.toISOString();
  // Its teams never change: read before the transaction, whose first statement on SQLite must be the
  // claim (a read first could find its snapshot stale at the first write when another process wrote).
  const trade = await repo.findTrade(ctx.database.db, league.id, tradeId);
  if (!trade) return { outcome: 'gone' };
  return runTransaction(ctx.database.db, async (trx): Promise<Execution> => {
    // PostgreSQL: the teams' locks before the claim, so a trade that invalidates this one never waits on
    // its row while this one waits on a team. SQLite: the claim is the first write and takes the
    // database's write lock, which serializes every execution.
    await lockTeams(trx, kind, teamIdsOf(trade));
    const claimed = await repo.moveStatus(trx, trade.id, from, {
      status: 'completed',
      completed_at: at,
      decided_at: at,
      ...(input.note === undefined ? {} : { status_reason: input.note }),
    });
    if (!claimed) return { outcome: 'gone' };
    await refuseOnRecheck(trx, input.recheck);
    if (step)
      await repo.insertEvent(trx, { tradeId, at, kind: step.kind, teamId: step.teamId, userId: step.userId });
    const teams = await teamsOf(trx, trade);
    if (step?.kind === 'approved')
      await recordCommissionerAction(trx, {
        leagueId: league.id,
        actorId: step.userId,
        now: ctx.now(),
        action: 'trade_approved',
        details: { tradeId, teamNames: teams.map((t) => t.name) },
      });
    const assets = assetsOfRows(await repo.assetsOf(trx, [trade.id]));
    const assessment = await assessTrade(trx, {
      league,
      plan: { teams, assets },
      now: ctx.now(),
      // A trade accepted in time stays in time through its review.
      checkWindow: from === 'proposed',
      excludeTradeId: trade.id,
    });
    if (assessment.problems.length > 0) {
      const reason = assessment.problems.join(' ');
      await repo.markInvalid(trx, trade.id, reason);
      await repo.insertEvent(trx, { tradeId, at, kind: 'invalid', text: reason });
      const told = await tellBoth(trx, { tradeId, teams, event: 'invalid', reason, at });
      return { outcome: 'invalid', reason, told };
    }
    const year = await activeSeasonYear(trx, league);
    const moved = await moveAssets(trx, { leagueId: league.id, tradeId, assets, year, at });
    const mended = await settleRosters(trx, {
      teams,
      moved: moved.players,
      userId: step?.userId ?? null,
      leagueId: league.id,
      at,
    });
    const told: (number | null)[] = [];
    for (const { team, changes } of mended) {
      const other = teams.find((t) => t.id !== team.id) ?? team;
      const reason = changes.length > 0 ? changes.join('; ') : null;
      told.push(await tellTeam(trx, { tradeId, team, other, event: 'lineup_repaired', reason, at }));
    }
    told.push(...(await invalidateOthers(trx, { trade, teams, moved, at })));
    await repo.insertEvent(trx, { tradeId, at, kind: 'completed' });
    await recordNews(trx, {
      leagueId: league.id,
      teamId: teams[0].id,
      otherTeamId: teams[1].id,
      at,
      kind: 'trade_completed',
      payload: newsPayload(trade.id, teams, moved),
    });
    told.push(...(await tellBoth(trx, { tradeId, teams, event: 'completed', at })));
    // The value model flags a lopsided trade to the commissioner, who may still reverse it (docs/decisions/048).
    if (trade.fairness_ratio !== null && trade.fairness_ratio < LOPSIDED_BELOW) {
      const review = await reviewOf(trx, league, trade);
      const teamNames = teams.map((t) => t.name);
      told.push(...(await tellReviewers(trx, { review, league, tradeId, teamNames, why: 'lopsided', at })));
    }
    return { outcome: 'completed', told };
  });
}

/** The news's sides, each with what it received. */
export function newsPayload(
  tradeId: number,
  teams: readonly TeamRow[],
  moved: { players: readonly MovedPlayer[]; picks: readonly MovedPick[] },
) {
  return {
    tradeId,
    sides: teams.map((team) => ({
      teamId: team.id,
      teamName: team.name,
      receives: [...moved.players, ...moved.picks].filter((a) => a.toTeamId === team.id).map((a) => a.name),
    })),
  };
}

/** Every other open trade holding a moved player or pick can no longer happen: it says which moved where. */
async function invalidateOthers(
  trx: Db,
  input: {
    trade: repo.TradeRow;
    teams: readonly TeamRow[];
    moved: { players: readonly MovedPlayer[]; picks: readonly MovedPick[] };
    at: string;
  },
): Promise<(number | null)[]> {
  const { trade, teams, moved, at } = input;
  const others = await repo.openTradesHolding(trx, trade.id, {
    playerIds: moved.players.map((p) => p.id),
    pickIds: moved.picks.map((p) => p.id),
  });
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const told: (number | null)[] = [];
  for (const other of others) {
    const held = await repo.assetsOf(trx, [other.id]);
    const asset =
      moved.players.find((p) => held.some((h) => h.player_id === p.id)) ??
      moved.picks.find((p) => held.some((h) => h.pick_id === p.id));
    const reason = asset
      ? `${asset.name} was traded to ${teamName.get(asset.toTeamId) ?? 'another team'}.`
      : 'Part of it was traded elsewhere.';
    const changed = await repo.moveStatus(trx, other.id, other.status, {
      status: 'invalid',
      status_reason: reason,
      decided_at: at,
    });
    if (!changed) continue;
    await repo.insertEvent(trx, { tradeId: other.id, at, kind: 'invalid', text: reason });
    told.push(
      ...(await tellBoth(trx, {
        tradeId: other.id,
        teams: await teamsOf(trx, other),
        event: 'invalid',
        reason,
        at,
      })),
    );
  }
  return told;
}

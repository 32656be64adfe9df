import { tradeSettingsOf, type TradeDetail } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden } from '../../http/errors';
import { recordNews } from '../feed/service';
import { announce } from '../notifications/service';
import { lockTeams } from '../../db/lock-order';
import * as ledger from '../ledger/api';
import { runTransaction } from '../../db/transaction';
import * as assetsRepo from './assets-repo';
import { newsPayload, teamIdsOf } from './execute';
import { detailNow, loadTrade } from './load';
import { pickNameOf, settleRosters, type MovedPick, type MovedPlayer } from './moves';
import { tellBoth, teamsOf } from './notices';
import * as repo from './repo';
import { leagueNow, statusInWords } from './viewer';
import { recordCommissionerAction } from '../commissioners/audit';
import { mayReview } from './reviewers';

const HOUR_MS = 3_600_000;

/**
 * POST …/{tradeId}/reverse (commissioner): within the review window of a completed trade whose assets
 * are all still where it sent them, everything goes back, its retained charges are removed and the cap
 * hits they lowered restored; the trade becomes 'reversed' (docs/decisions/047).
 */
export async function reverseTrade(
  ctx: AppContext,
  leagueId: number,
  tradeId: number,
  userId: number,
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, leagueId, tradeId, userId);
  const { league, trade, viewer } = loaded;
  if (!viewer.isCommissioner) throw forbidden('Only the commissioner can reverse a trade.');
  if (!(await mayReview(ctx.database.db, league, trade, viewer.userId)))
    throw forbidden('You are a party to this trade: a commissioner who is not may reverse it.');
  if (trade.status !== 'completed') throw conflict(statusInWords(trade));
  const now = leagueNow(ctx, league);
  const at = now.toISOString();
  const hours = tradeSettingsOf(league.trade_settings).reviewHours;
  const ends = new Date(Date.parse(trade.completed_at ?? at) + hours * HOUR_MS);
  if (ends <= now)
    throw conflict(`The review window ended at ${ends.toISOString()}: the trade can no longer be reversed.`);
  const { kind } = ctx.database;
  const told = await runTransaction(ctx.database.db, async (trx) => {
    await lockTeams(trx, kind, teamIdsOf(trade));
    if (!(await repo.moveStatus(trx, trade.id, 'completed', { status: 'reversed', decided_at: at })))
      return null;
    const teams = await teamsOf(trx, trade);
    const teamName = new Map(teams.map((t) => [t.id, t.name]));
    const players: MovedPlayer[] = [];
    const picks: MovedPick[] = [];
    for (const asset of await repo.assetsOf(trx, [trade.id])) {
      if (asset.player_id !== null) {
        const row = await assetsRepo.tradedPlayer(trx, asset.player_id);
        const name = `${row.first_name} ${row.last_name}`;
        if (row.team_id !== asset.to_team_id)
          throw conflict(
            `${name} is no longer with ${teamName.get(asset.to_team_id) ?? 'the team'}: the trade cannot be reversed.`,
          );
        const charge = await assetsRepo.retainedChargeOf(trx, trade.id, row.id);
        await ledger.setContract(trx, {
          playerId: row.id,
          from: { teamId: asset.to_team_id },
          contract: { capHit: row.cap_hit + (charge?.charge_per_season ?? 0) },
          at,
        });
        players.push({ id: row.id, name, fromTeamId: asset.to_team_id, toTeamId: asset.from_team_id });
      }
      if (asset.pick_id !== null) {
        await ledger.setPickOwner(trx, {
          pickId: asset.pick_id,
          fromTeamId: asset.to_team_id,
          toTeamId: asset.from_team_id,
          whenBeaten: 'A pick in this trade has changed hands since: the trade cannot be reversed.',
        });
        picks.push({
          id: asset.pick_id,
          name: await pickNameOf(trx, asset.pick_id),
          fromTeamId: asset.to_team_id,
          toTeamId: asset.from_team_id,
        });
      }
    }
    await assetsRepo.deleteChargesOfTrade(trx, trade.id);
    await settleRosters(trx, { teams, moved: players, userId, leagueId: league.id, at });
    await repo.insertEvent(trx, { tradeId: trade.id, at, kind: 'reversed', userId });
    await recordCommissionerAction(trx, {
      leagueId: league.id,
      actorId: userId,
      now: ctx.now(),
      action: 'trade_reversed',
      details: { tradeId: trade.id, teamNames: teams.map((t) => t.name) },
    });
    await recordNews(trx, {
      leagueId: league.id,
      teamId: teams[0].id,
      otherTeamId: teams[1].id,
      at,
      kind: 'trade_reversed',
      payload: newsPayload(trade.id, teams, { players, picks }),
    });
    return tellBoth(trx, { tradeId: trade.id, teams, event: 'reversed', at });
  });
  if (!told) {
    const current = await repo.findTrade(ctx.database.db, leagueId, tradeId);
    throw conflict(current ? statusInWords(current) : 'This trade is gone.');
  }
  await announce(ctx, told);
  return detailNow(ctx, loaded);
}

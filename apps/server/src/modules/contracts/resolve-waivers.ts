import { type LeagueJob, runLeagueJob, sum } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { announce } from '../notifications/service';
import { announceWaiversEnded } from './announce';
import {
  buyoutOf,
  leagueInstant,
  winningClaim,
  type StandingClaim,
  type TransactionDetail,
  type TransactionKind,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { mendLineupAfterRosterMove } from '../desk/service';
import * as ledger from '../ledger/api';
import { findLeague, type LeagueRow } from '../leagues/api';
import * as repo from './repo';
import { contractSettingsOf } from './settings';
import { roomProblem } from './team-room';
import { waiverOrder } from './waiver-order';
import * as waiversRepo from './waivers-repo';

/**
 * Waivers, as a job of the job runner (docs/decisions/043, 066): each league with open waivers is a step
 * of its own; its share ends the waivers whose time on its clock is up.
 */
export const waiverSteps: LeagueJob<number> = {
  kind: 'waivers',
  async leaguesDue(ctx) {
    return waiversRepo.leaguesWithOpenWaivers(ctx.database.db);
  },
  async runLeague(ctx, leagueId) {
    const league = await findLeague(ctx.database.db, leagueId);
    return league ? resolveLeagueWaivers(ctx, league) : 0;
  },
};

/**
 * Ends every waiver whose time on its league's clock is up (docs/decisions/043): the claim with the best
 * priority whose team still has room wins the player; unclaimed, he goes where he was headed (the minors,
 * or bought out and free). Each waiver is resolved once, in one transaction, however many server
 * processes run this at once. Returns how many were resolved here.
 */
export async function resolveDueWaivers(ctx: AppContext, log?: StepLog): Promise<number> {
  return sum(await runLeagueJob(ctx, waiverSteps, { log }));
}

/** One league's waivers whose time is up, each resolved in its own transaction; how many were resolved. */
async function resolveLeagueWaivers(ctx: AppContext, league: LeagueRow): Promise<number> {
  const { db } = ctx.database;
  const instant = leagueInstant(ctx.now(), league.time_zone, league.simulated_to).toISOString();
  const due = await waiversRepo.dueWaivers(db, league.id, instant);
  let resolved = 0;
  for (const waiver of due) {
    const told = await resolveWaiver(ctx, league, waiver.id);
    if (told === null) continue;
    resolved += 1;
    await announce(ctx, told);
  }
  return resolved;
}

/** The users told of the waiver's end, or null when another process resolved it first. */
async function resolveWaiver(ctx: AppContext, league: LeagueRow, waiverId: number): Promise<number[] | null> {
  const { kind } = ctx.database;
  const at = ctx.now().toISOString();
  return runTransaction(ctx.database.db, async (trx) => {
    // The claim on this waiver: of two processes at once, the second waits for the first's commit and then
    // finds it resolved.
    if (!(await waiversRepo.claimResolution(trx, waiverId, at))) return null;
    const waiver = await waiversRepo.waiverById(trx, waiverId);
    const player = await waiversRepo.playerById(trx, waiver.player_id);
    const name = `${player.first_name} ${player.last_name}`;
    const year = await waiversRepo.activeSeasonYear(trx, league);
    const settings = contractSettingsOf(league.contract_settings);
    const line = (teamId: number, kind: TransactionKind, detail: TransactionDetail): ledger.LogLine => ({
      leagueId: league.id,
      teamId,
      kind,
      detail,
      byUserId: null,
    });
    // Nothing else moves a player on waivers: still with the team that waived him, he moves.
    const from = { teamId: waiver.from_team_id };
    const options = { at, mendingFirst: new Set([waiver.from_team_id]) };

    const claims = await waiversRepo.claimantsOf(trx, waiverId);
    const claimants = new Set(claims.map((c) => c.team_id));
    // Every claimant and the waiving team at once, ids ascending (docs/decisions/062), not in priority
    // order: a trade over two of them locks them in the same order.
    await lockTeams(trx, kind, [...claimants, waiver.from_team_id]);
    const standing: StandingClaim[] = [];
    for (const teamId of claimants)
      standing.push({
        teamId,
        roomProblem: await roomProblem(trx, teamId, { name, capHit: player.cap_hit }, year, settings),
      });
    const winner = winningClaim(await waiverOrder(trx, league.id), standing);

    const fromTeam = await waiversRepo.teamById(trx, waiver.from_team_id);
    if (winner !== null) {
      const log = line(winner, 'claimed', { fromTeamName: fromTeam.name });
      await ledger.movePlayer(
        trx,
        { playerId: player.id, from, toTeamId: winner, status: 'active', log, whenBeaten: 'skip' },
        options,
      );
    } else if (waiver.headed_to === 'minors') {
      const log = line(waiver.from_team_id, 'cleared', { headedTo: 'minors' });
      await ledger.movePlayer(
        trx,
        { playerId: player.id, from, status: 'minors', log, whenBeaten: 'skip' },
        options,
      );
    } else {
      const buyout = buyoutOf({ capHit: player.cap_hit, yearsLeft: player.contract_years }, player.age);
      const log = line(waiver.from_team_id, 'cleared', {
        headedTo: 'release',
        chargePerSeason: buyout.capChargePerSeason,
        toYear: year + buyout.seasons - 1,
      });
      await ledger.movePlayer(
        trx,
        { playerId: player.id, from, toTeamId: null, log, whenBeaten: 'skip' },
        options,
      );
      await repo.insertBuyout(trx, {
        leagueId: league.id,
        teamId: waiver.from_team_id,
        playerId: player.id,
        year,
        buyout,
        at,
      });
    }
    await mendLineupAfterRosterMove(trx, fromTeam, at);
    await ledger.clearLineupAfterMending(trx, { teamId: fromTeam.id, playerIds: [player.id], at });
    await waiversRepo.endWaiver(trx, waiverId, {
      state: winner === null ? 'cleared' : 'claimed',
      claimedBy: winner,
    });
    const winningTeam = winner === null ? null : await waiversRepo.teamById(trx, winner);
    return announceWaiversEnded(trx, {
      leagueId: league.id,
      player,
      from: fromTeam,
      winner: winningTeam,
      outcome: winner !== null ? 'claimed' : waiver.headed_to === 'minors' ? 'minors' : 'bought_out',
      at,
    });
  });
}

import { type LeagueContainer, uncontained } from '../../jobs/job-health';
import { announce } from '../notifications/service';
import { announceWaiversEnded } from './announce';
import { buyoutOf, leagueInstant, type TransactionDetail, type TransactionKind } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { mendLineupAfterRosterMove } from '../desk/service';
import type { Db, LeagueRow } from '../leagues/repo';
import * as repo from './repo';
import { contractSettingsOf } from './settings';
import { roomProblem } from './team-room';
import { waiverOrder } from './waiver-order';
import { activeSeasonYear } from './waivers-repo';

/**
 * Ends every waiver whose time on its league's clock is up (docs/decisions/043): the claim with the best
 * priority whose team still has room wins the player; unclaimed, he goes where he was headed (the minors,
 * or bought out and free). Each waiver is resolved once, in one transaction, however many server
 * processes run this at once. Returns how many were resolved here.
 */
export async function resolveDueWaivers(
  ctx: AppContext,
  contain: LeagueContainer = uncontained,
): Promise<number> {
  const { db } = ctx.database;
  const leagues = await db
    .selectFrom('leagues')
    .selectAll('leagues')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('waivers')
          .select('waivers.id')
          .whereRef('waivers.league_id', '=', 'leagues.id')
          .where('waivers.state', '=', 'open'),
      ),
    )
    .execute();
  let resolved = 0;
  for (const league of leagues) {
    await contain(league.id, async () => {
      const instant = leagueInstant(ctx.now(), league.time_zone, league.simulated_to).toISOString();
      const due = await db
        .selectFrom('waivers')
        .select('id')
        .where('league_id', '=', league.id)
        .where('state', '=', 'open')
        .where('ends_at', '<=', instant)
        .orderBy('ends_at')
        .orderBy('id')
        .execute();
      for (const waiver of due) {
        const told = await resolveWaiver(ctx, league, waiver.id);
        if (told === null) continue;
        resolved += 1;
        await announce(ctx, told);
      }
    });
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
    const claimed = await trx
      .updateTable('waivers')
      .set({ resolved_at: at })
      .where('id', '=', waiverId)
      .where('state', '=', 'open')
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const waiver = await trx
      .selectFrom('waivers')
      .selectAll()
      .where('id', '=', waiverId)
      .executeTakeFirstOrThrow();
    const player = await trx
      .selectFrom('players')
      .selectAll()
      .where('id', '=', waiver.player_id)
      .executeTakeFirstOrThrow();
    const name = `${player.first_name} ${player.last_name}`;
    const year = await activeSeasonYear(trx, league);
    const settings = contractSettingsOf(league.contract_settings);
    const log = (teamId: number, kind: TransactionKind, detail: TransactionDetail) =>
      repo.insertTransaction(trx, {
        league_id: league.id,
        team_id: teamId,
        player_id: player.id,
        kind,
        detail: JSON.stringify(detail),
        by_user_id: null,
        created_at: at,
      });

    const claims = await trx
      .selectFrom('waiver_claims')
      .select('team_id')
      .where('waiver_id', '=', waiverId)
      .execute();
    const claimants = new Set(claims.map((c) => c.team_id));
    // Every claimant and the waiving team at once, ids ascending (docs/decisions/062), not in priority
    // order: a trade over two of them locks them in the same order.
    await lockTeams(trx, kind, [...claimants, waiver.from_team_id]);
    let winner: number | null = null;
    for (const teamId of (await waiverOrder(trx, league.id)).filter((id) => claimants.has(id))) {
      if ((await roomProblem(trx, teamId, { name, capHit: player.cap_hit }, year, settings)) === null) {
        winner = teamId;
        break;
      }
    }

    const fromTeam = await trx
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', waiver.from_team_id)
      .executeTakeFirstOrThrow();
    if (winner !== null) {
      await movePlayer(trx, player.id, waiver.from_team_id, { team_id: winner, status: 'active' });
      await log(winner, 'claimed', { fromTeamName: fromTeam.name });
    } else if (waiver.headed_to === 'minors') {
      await movePlayer(trx, player.id, waiver.from_team_id, {
        team_id: waiver.from_team_id,
        status: 'minors',
      });
      await log(waiver.from_team_id, 'cleared', { headedTo: 'minors' });
    } else {
      const buyout = buyoutOf({ capHit: player.cap_hit, yearsLeft: player.contract_years }, player.age);
      await movePlayer(trx, player.id, waiver.from_team_id, { team_id: null, status: player.status });
      await repo.insertBuyout(trx, {
        leagueId: league.id,
        teamId: waiver.from_team_id,
        playerId: player.id,
        year,
        buyout,
        at,
      });
      await log(waiver.from_team_id, 'cleared', {
        headedTo: 'release',
        chargePerSeason: buyout.capChargePerSeason,
        toYear: year + buyout.seasons - 1,
      });
    }
    await mendLineupAfterRosterMove(trx, fromTeam, at);
    await trx
      .updateTable('waivers')
      .set({ state: winner === null ? 'cleared' : 'claimed', claimed_by_team_id: winner })
      .where('id', '=', waiverId)
      .execute();
    const winningTeam =
      winner === null
        ? null
        : await trx.selectFrom('teams').selectAll().where('id', '=', winner).executeTakeFirstOrThrow();
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

/** Moves the player if he is still with the team that waived him (nothing else moves a player on waivers). */
async function movePlayer(
  trx: Db,
  playerId: number,
  fromTeamId: number,
  to: { team_id: number | null; status: string },
): Promise<void> {
  await trx
    .updateTable('players')
    .set(to)
    .where('id', '=', playerId)
    .where('team_id', '=', fromTeamId)
    .execute();
}

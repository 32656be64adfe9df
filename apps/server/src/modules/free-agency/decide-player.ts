import {
  capRoomProblem,
  capSeasonFor,
  freeAgencyStage,
  rankOffers,
  type ContractSettings,
  type FreeAgencyCalendar,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import * as contractsRepo from '../contracts/repo';
import { recordNews } from '../feed/service';
import { findActiveSeason, type LeagueRow, type TeamRow } from '../leagues/repo';
import { addToDepthChart, tell, type Outcome } from './decision-effects';
import { askOf, contractStart, pointsPercentages, POSITION_SLOTS, teamCapIn } from './facts';

/** The round whose share of his ask a player takes when deciding at `at`: past the rounds, the rounds plus one. */
function roundAt(calendar: FreeAgencyCalendar | null, settings: ContractSettings, decideAt: Date): number {
  if (calendar === null) return settings.freeAgencyRounds + 1;
  const stage = freeAgencyStage(calendar, new Date(decideAt.getTime() - 1));
  return stage.kind === 'round'
    ? stage.round
    : stage.kind === 're-signing'
      ? 1
      : settings.freeAgencyRounds + 1;
}

/**
 * Decides one free agent's due offers in one transaction: they are first marked decided with a
 * conditional update (a second process finds none and returns null). The best acceptable offer whose team
 * still has the cap room and a free contract (re-checked under its row lock) wins; one that no longer
 * fits is void with the reason and the next best is tried. He joins the team: on the active roster if it
 * has room, else in the minors. Returns the users told.
 */
export async function decidePlayer(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    settings: ContractSettings;
    calendar: FreeAgencyCalendar | null;
    playerId: number;
    now: Date;
  },
): Promise<number[] | null> {
  const { league, settings, playerId, now } = input;
  const at = ctx.now().toISOString();
  const decidedAt = now.toISOString();
  return runTransaction(ctx.database.db, async (trx) => {
    const taken = await trx
      .updateTable('contract_offers')
      .set({ state: 'rejected', decided_at: decidedAt })
      .where('league_id', '=', league.id)
      .where('player_id', '=', playerId)
      .where('state', '=', 'open')
      .where('decide_at', '<=', decidedAt)
      .returning(['id', 'team_id', 'cap_hit', 'years', 'decide_at'])
      .execute();
    if (taken.length === 0) return null;
    const season = await findActiveSeason(trx, league.id);
    const player = await trx
      .selectFrom('players')
      .selectAll()
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    const name = `${player.first_name} ${player.last_name}`;
    const teams = new Map(
      (
        await trx
          .selectFrom('teams')
          .selectAll()
          .where(
            'id',
            'in',
            taken.map((o) => o.team_id),
          )
          .execute()
      ).map((t) => [t.id, t]),
    );
    const setOffer = (id: number, state: 'accepted' | 'rejected' | 'void', reason: string | null) =>
      trx.updateTable('contract_offers').set({ state, reason }).where('id', '=', id).execute();
    if (!season || player.team_id !== null || player.retired_after_season_id !== null) {
      for (const offer of taken) await setOffer(offer.id, 'void', `${name} is no longer a free agent.`);
      return tell(trx, {
        league,
        player,
        teams,
        outcomes: taken.map((o) => ({
          offer: o,
          outcome: 'void' as const,
          reason: `${name} is no longer a free agent.`,
        })),
        winner: null,
        at,
      });
    }
    const { startYear, storedExtra } = contractStart(season);
    const ask = askOf(player, startYear, settings);
    const latest = taken.reduce(
      (d, o) => (o.decide_at > d ? o.decide_at : d),
      taken[0]?.decide_at ?? decidedAt,
    );
    const round = roundAt(input.calendar, settings, new Date(latest));
    const pct = await pointsPercentages(trx, season.id, [...teams.keys()]);
    const rosters = new Map<number, number>();
    for (const offer of taken) {
      const better = await trx
        .selectFrom('players')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', offer.team_id)
        .where('position', '=', player.position)
        .where('status', '!=', 'prospect')
        .where('overall', '>', player.overall)
        .executeTakeFirstOrThrow();
      rosters.set(offer.team_id, Number(better.n) + 1);
    }
    const ranked = rankOffers(
      { id: player.id, age: player.age, ask },
      taken.map((o) => ({
        ...o,
        teamId: o.team_id,
        capHit: o.cap_hit,
        pointsPct: pct.get(o.team_id) ?? 0.5,
        depthRank: rosters.get(o.team_id) ?? 1,
        positionSlots: POSITION_SLOTS[player.position] ?? 4,
      })),
      round,
    );
    // Every team that might sign him, at once and ids ascending (docs/decisions/062), not in the order of
    // their offers: a trade over two of them locks them in the same order.
    await lockTeams(
      trx,
      ctx.database.kind,
      ranked.filter((r) => r.acceptable).map((r) => r.offer.team_id),
    );
    let winner: { offer: (typeof taken)[number]; team: TeamRow } | null = null;
    const outcomes: Outcome[] = [];
    for (const { offer, acceptable } of ranked) {
      const team = teams.get(offer.team_id);
      if (!team) continue;
      if (winner || !acceptable) {
        outcomes.push({ offer, outcome: winner ? 'signed_elsewhere' : 'rejected', reason: null });
        continue;
      }
      const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
      const over = capRoomProblem(cap.payroll, offer.cap_hit, capSeasonFor(settings, startYear));
      const problem =
        cap.contracts >= settings.maxContracts
          ? `${team.name} holds the most contracts allowed (${settings.maxContracts}).`
          : over
            ? `signing ${name} would have put ${team.name} ${over}.`
            : null;
      if (problem) {
        outcomes.push({ offer, outcome: 'void', reason: problem });
        continue;
      }
      const active = cap.activeRoster < settings.activeRosterMax;
      const moved = await trx
        .updateTable('players')
        .set({
          team_id: team.id,
          status: active ? 'active' : 'minors',
          cap_hit: offer.cap_hit,
          contract_years: offer.years + storedExtra,
          contract_signed_year: startYear,
          contract_type: 'standard',
        })
        .where('id', '=', player.id)
        .where('team_id', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Error('A free agent signed twice.');
      if (active) await addToDepthChart(trx, team.id, player);
      await contractsRepo.insertTransaction(trx, {
        league_id: league.id,
        team_id: team.id,
        player_id: player.id,
        kind: 'signed',
        detail: JSON.stringify({ capHit: offer.cap_hit, years: offer.years }),
        by_user_id: null,
        created_at: at,
      });
      await recordNews(trx, {
        leagueId: league.id,
        teamId: team.id,
        at,
        kind: 'free_agent_signed',
        payload: {
          playerId: player.id,
          playerName: name,
          teamId: team.id,
          teamName: team.name,
          capHit: offer.cap_hit,
          years: offer.years,
        },
      });
      winner = { offer, team };
      outcomes.push({ offer, outcome: 'signed', reason: null });
    }
    if (winner) {
      // His offers not yet due end with his signing.
      const later = await trx
        .updateTable('contract_offers')
        .set({ state: 'rejected', decided_at: decidedAt })
        .where('player_id', '=', playerId)
        .where('state', '=', 'open')
        .returning(['id', 'team_id'])
        .execute();
      for (const offer of later) {
        const team = await trx
          .selectFrom('teams')
          .selectAll()
          .where('id', '=', offer.team_id)
          .executeTakeFirst();
        if (team) teams.set(team.id, team);
        outcomes.push({ offer, outcome: 'signed_elsewhere', reason: null });
      }
    }
    for (const o of outcomes) {
      const reason =
        o.outcome === 'signed'
          ? null
          : o.outcome === 'signed_elsewhere'
            ? `He signed with ${winner?.team.name ?? 'another team'}.`
            : o.outcome === 'void'
              ? `Void: ${o.reason ?? ''}`
              : 'He did not find the offer good enough and stays a free agent.';
      await setOffer(
        o.offer.id,
        o.outcome === 'signed' ? 'accepted' : o.outcome === 'void' ? 'void' : 'rejected',
        reason,
      );
    }
    return tell(trx, { league, player, teams, outcomes, winner: winner?.team ?? null, at });
  });
}

import {
  capSeasonFor,
  decisionRound,
  depthRank,
  pointsPercentage,
  POSITION_SLOTS,
  rankOffers,
  settleOffers,
  signingProblem,
  type ContractSettings,
  type FreeAgencyCalendar,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { findActiveSeason, regularSeasonRecords, type LeagueRow } from '../leagues/api';
import { tell, type Outcome } from './decision-effects';
import { askOf, contractStart, teamCapIn } from './facts';
import { signFreeAgent } from './sign-free-agent';
import * as offers from './offers-repo';
import * as repo from './repo';

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
    const taken = await offers.takeDueOffers(trx, league.id, playerId, decidedAt);
    if (taken.length === 0) return null;
    const season = await findActiveSeason(trx, league.id);
    const player = await repo.playerById(trx, playerId);
    const name = `${player.first_name} ${player.last_name}`;
    const teams = new Map(
      (
        await repo.listTeamsByIds(
          trx,
          taken.map((o) => o.team_id),
        )
      ).map((t) => [t.id, t]),
    );
    const setOffer = (id: number, state: 'accepted' | 'rejected' | 'void', reason: string | null) =>
      offers.setOfferState(trx, id, state, reason);
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
    const ask = askOf(player, startYear, settings, season.salary_market);
    const round = decisionRound(
      input.calendar,
      settings.freeAgencyRounds,
      taken.map((o) => new Date(o.decide_at)),
    );
    const records = await regularSeasonRecords(trx, season.id, [...teams.keys()]);
    const ratings = await repo.teammateRatings(trx, [...teams.keys()], player.position);
    const ranked = rankOffers(
      { id: player.id, age: player.age, ask },
      taken
        .filter((o) => teams.has(o.team_id))
        .map((o) => ({
          ...o,
          teamId: o.team_id,
          capHit: o.cap_hit,
          pointsPct: pointsPercentage(records.get(o.team_id) ?? { points: 0, gamesPlayed: 0 }),
          depthRank: depthRank(player.overall, ratings.get(o.team_id) ?? []),
          positionSlots: POSITION_SLOTS[player.position] ?? 4,
        })),
      round,
    );
    // Every team that might sign him, at once and ids ascending (docs/decisions/062), not in the order of
    // their offers: a trade over two of them locks them in the same order. Under the locks, whether each
    // can still sign him.
    const acceptable = ranked.filter((r) => r.acceptable).map((r) => r.offer.team_id);
    await lockTeams(trx, ctx.database.kind, acceptable);
    const caps = new Map<number, Awaited<ReturnType<typeof teamCapIn>>>();
    const problems = new Map<number, string | null>();
    for (const teamId of acceptable) {
      const team = teams.get(teamId);
      const offer = ranked.find((r) => r.offer.team_id === teamId)?.offer;
      if (!team || !offer) continue;
      const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
      caps.set(team.id, cap);
      const problem = signingProblem(cap, offer.cap_hit, capSeasonFor(settings, startYear), settings);
      problems.set(
        team.id,
        problem === null
          ? null
          : problem.kind === 'contracts'
            ? `${team.name} holds the most contracts allowed (${problem.maxContracts}).`
            : `signing ${name} would have put ${team.name} ${problem.overage}.`,
      );
    }
    const settled = settleOffers(ranked, problems);
    const outcomes: Outcome[] = [...settled];
    const signed = settled.find((o) => o.outcome === 'signed');
    const winnerTeam = signed ? teams.get(signed.offer.team_id) : undefined;
    const winner = signed && winnerTeam ? { offer: signed.offer, team: winnerTeam } : null;
    if (winner) {
      const { offer, team } = winner;
      const active = (caps.get(team.id)?.activeRoster ?? settings.activeRosterMax) < settings.activeRosterMax;
      const moved = await signFreeAgent(trx, {
        leagueId: league.id,
        team,
        player: { id: player.id, name },
        terms: { capHit: offer.cap_hit, years: offer.years },
        storedYears: offer.years + storedExtra,
        signedYear: startYear,
        active,
        at,
      });
      if (!moved) throw new Error('A free agent signed twice.');
      // His offers not yet due end with his signing.
      const later = await offers.closeOpenOffersOf(trx, playerId, decidedAt);
      for (const offer of later) {
        const team = await repo.findTeamById(trx, offer.team_id);
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

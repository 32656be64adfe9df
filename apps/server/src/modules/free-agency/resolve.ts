import { type LeagueJob, runLeagueJob } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import {
  freeAgencyStage,
  leagueInstant,
  type ContractSettings,
  type FreeAgencyCalendar,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { lockLeague, lockTeams } from '../../db/lock-order';
import { runTransaction } from '../../db/transaction';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, findLeague, type LeagueRow } from '../leagues/api';
import { announce } from '../notifications/service';
import { makeAiOffers } from './ai-offers';
import { calendarOf, type SeasonRow } from './facts';
import { decidePlayer } from './decide-player';
import { openFreeAgency } from './opening';
import * as offers from './offers-repo';
import * as repo from './repo';

const HOUR_MS = 3_600_000;

export interface FreeAgencyRun {
  opened: boolean;
  aiOffers: number;
  decided: number;
}

/**
 * One pass of a league's free agency (docs/decisions/045), safe to run from several processes at once:
 * opens it when its day has come, lets AI teams make their offers at each round's start, and decides
 * every player whose offers are due. Each step happens once (conditional updates); a process that finds
 * a step done moves on.
 */
export async function resolveFreeAgency(ctx: AppContext, leagueId: number): Promise<FreeAgencyRun> {
  const run: FreeAgencyRun = { opened: false, aiOffers: 0, decided: 0 };
  const { db } = ctx.database;
  const league = await findLeague(db, leagueId);
  const season = league ? await findActiveSeason(db, leagueId) : undefined;
  if (!league || !season || league.closed_at !== null) return run;
  const settings = contractSettingsOf(league.contract_settings);
  const now = leagueInstant(ctx.now(), league.time_zone, league.simulated_to);
  const at = ctx.now().toISOString();
  const calendar = await calendarOf(db, league, season, settings);

  if (calendar && season.free_agency_opened_at === null && now >= calendar.opensAt) {
    // Contracts end on every team at once: the league, then its teams, as the rollover (docs/decisions/062).
    const told = await runTransaction(db, async (trx) => {
      await lockLeague(trx, ctx.database.kind, league.id);
      await lockTeams(trx, ctx.database.kind, { leagueId: league.id });
      return openFreeAgency(trx, { league, season, settings, at });
    });
    if (told) {
      run.opened = true;
      await announce(ctx, told);
    }
  }
  const opened = calendar !== null && (run.opened || season.free_agency_opened_at !== null);
  if (calendar && opened) run.aiOffers = await aiRound(ctx, { league, season, settings, calendar, now });

  const due = await offers.listPlayersWithDueOffers(db, leagueId, now.toISOString());
  for (const { player_id } of due) {
    const told = await decidePlayer(ctx, { league, settings, calendar, playerId: player_id, now });
    if (told === null) continue;
    run.decided += 1;
    await announce(ctx, told);
  }
  return run;
}

/** Free agency as a job of the job runner (docs/decisions/066): each league with some to move on, a step. */
export const freeAgencySteps: LeagueJob<FreeAgencyRun> = {
  kind: 'free-agency',
  // Every league in its offseason, or with offers open.
  leaguesDue: (ctx) => repo.leaguesWithFreeAgencyDue(ctx.database.db),
  runLeague: (ctx, leagueId) => resolveFreeAgency(ctx, leagueId),
};

/** Every league with free agency to move on, each a step of the job runner. */
export async function resolveAllFreeAgency(ctx: AppContext, log?: StepLog): Promise<FreeAgencyRun> {
  const runs = await runLeagueJob(ctx, freeAgencySteps, { log });
  return {
    opened: runs.some((run) => run.opened),
    aiOffers: runs.reduce((n, run) => n + run.aiOffers, 0),
    decided: runs.reduce((n, run) => n + run.decided, 0),
  };
}

/**
 * The round AI teams offer in now: each of the rounds, then once more on the open market (the rounds
 * plus one) with the decision period, so rosters fill from the players left.
 */
async function aiRound(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    season: SeasonRow;
    settings: ContractSettings;
    calendar: FreeAgencyCalendar;
    now: Date;
  },
): Promise<number> {
  const { season, settings, calendar, now } = input;
  const stage = freeAgencyStage(calendar, now);
  const round = stage.kind === 'round' ? stage.round : settings.freeAgencyRounds + 1;
  if (stage.kind === 're-signing' || season.free_agency_ai_rounds >= round) return 0;
  const decideAt =
    stage.kind === 'round' ? stage.endsAt : new Date(now.getTime() + settings.offerDecisionHours * HOUR_MS);
  const made = await runTransaction(ctx.database.db, async (trx) =>
    makeAiOffers(trx, {
      ...input,
      round,
      freeAgents: await repo.listFreeAgents(trx, input.league.id),
      madeAt: now,
      decideAt,
    }),
  );
  return made ?? 0;
}

import { type LeagueJob, runLeagueJob } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { inactivityReached } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { announce, notify } from '../notifications/service';
import { withdrawProposalsOfDeparture } from '../trades/departure';
import { mendAutopilotLineup } from './autopilot-lineups';
import * as repo from './repo';
import { inactivitySettingsOf } from './settings';

export interface InactivityPassResult {
  nudged: number;
  autopilotStarted: number;
  /** Lineup slots mended on teams on autopilot. */
  slotsMended: number;
}

const seatPayload = (seat: repo.SeatRow) => ({
  leagueId: seat.league_id,
  leagueName: seat.league_name,
  teamId: seat.team_id,
  teamName: seat.team_name,
});

/**
 * One pass over every GM seat (docs/decisions/036): seats filled since the last pass start being
 * watched; then each league with watched seats is a step of the job runner (066). A GM away past the
 * league's thresholds is nudged once and put on autopilot once per stretch away (each a conditional UPDATE
 * with its notification, in one transaction, so exactly one process tells the GM); teams on autopilot get
 * their lineup mended for their next game.
 */
export async function runInactivityPass(ctx: AppContext, log?: StepLog): Promise<InactivityPassResult> {
  await repo.watchNewSeats(ctx.database.db, ctx.now().toISOString());
  const runs = await runLeagueJob(ctx, inactivitySteps, { log });
  return {
    nudged: runs.reduce((n, run) => n + run.nudged, 0),
    autopilotStarted: runs.reduce((n, run) => n + run.autopilotStarted, 0),
    slotsMended: runs.reduce((n, run) => n + run.slotsMended, 0),
  };
}

/** Inactive GMs as a job: each open league with watched seats, a step. */
export const inactivitySteps: LeagueJob<InactivityPassResult> = {
  kind: 'inactivity',
  async leaguesDue(ctx) {
    const seats = await repo.listSeats(ctx.database.db);
    // A closed league is read-only: nobody there is nudged, nor his team run for him.
    const open = seats.filter((seat) => seat.league_closed_at === null).map((seat) => seat.league_id);
    return [...new Set(open)].sort((a, b) => a - b);
  },
  runLeague: (ctx, leagueId) => runLeagueSeats(ctx, leagueId),
};

async function runLeagueSeats(ctx: AppContext, leagueId: number): Promise<InactivityPassResult> {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const result: InactivityPassResult = { nudged: 0, autopilotStarted: 0, slotsMended: 0 };
  const told: number[] = [];
  for (const seat of await repo.listSeats(db, { leagueId })) {
    if (seat.league_closed_at !== null) continue;
    const reached = inactivityReached(inactivitySettingsOf(seat.inactivity_settings), seat.away_since, now);
    const stretch = { teamId: seat.team_id, userId: seat.user_id, awaySince: seat.away_since };
    const payload = { ...seatPayload(seat), days: reached.daysAway };
    // Autopilot first: a GM away past both thresholds at once (a long outage) is told of autopilot alone.
    let onAutopilot = seat.autopilot_at !== null;
    if (reached.autopilot && !onAutopilot) {
      const started = await db.transaction().execute(async (trx) => {
        if (!(await repo.markStretch(trx, stretch, 'autopilot_at', at))) return null;
        await repo.markStretch(trx, stretch, 'nudged_at', at);
        await notify(trx, { userId: seat.user_id, at, kind: 'autopilot_started', payload });
        // The GM is gone for now: his team's open proposals end with his absence (docs/decisions/060).
        const team = await repo.findTeamById(trx, seat.team_id);
        const reason = `${team?.name ?? 'The team'}'s GM is away: the team is on autopilot.`;
        return team ? await withdrawProposalsOfDeparture(trx, { team, reason, at }) : [];
      });
      onAutopilot = started !== null;
      if (started) {
        result.autopilotStarted += 1;
        told.push(seat.user_id, ...started.filter((id): id is number => id !== null));
      }
    } else if (reached.nudge && !onAutopilot && seat.nudged_at === null) {
      const nudged = await db.transaction().execute(async (trx) => {
        if (!(await repo.markStretch(trx, stretch, 'nudged_at', at))) return false;
        await notify(trx, { userId: seat.user_id, at, kind: 'inactivity_nudge', payload });
        return true;
      });
      if (nudged) {
        result.nudged += 1;
        told.push(seat.user_id);
      }
    }
    if (onAutopilot) result.slotsMended += await mendAutopilotLineup(db, seat.team_id, at);
  }
  await announce(ctx, told);
  return result;
}

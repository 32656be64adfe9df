import { type LeagueJob, runLeagueJob } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { APPROVED_AT_WINDOW_END_NOTE } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { findLeague } from '../leagues/api';
import { announce } from '../notifications/service';
import { expireProposal } from './answer';
import { executeTrade } from './execute';
import { leaguesWithOpenTrades, tradesDue } from './jobs-repo';
import { leagueNow } from './viewer';

interface TradesRun {
  expired: number;
  executed: number;
}

/**
 * Trade deadlines and reviews as a job of the job runner (docs/decisions/047, 066): each league with open
 * trades is a step. Its share expires proposals past their time and carries out trades whose veto window
 * ended, or that nobody may approve and whose review window ended (docs/decisions/060), re-checked (one
 * that no longer holds becomes invalid). Each a conditional change of status.
 */
export const tradeSteps: LeagueJob<TradesRun> = {
  kind: 'trades',
  async leaguesDue(ctx) {
    return leaguesWithOpenTrades(ctx.database.db);
  },
  async runLeague(ctx, leagueId) {
    const run = { expired: 0, executed: 0 };
    const league = await findLeague(ctx.database.db, leagueId);
    if (!league) return run;
    const at = leagueNow(ctx, league).toISOString();
    const due = await tradesDue(ctx.database.db, league.id, at);
    for (const trade of due) {
      if (trade.status === 'proposed') {
        if (await expireProposal(ctx, trade, at)) run.expired += 1;
        continue;
      }
      const done =
        trade.status === 'awaiting_approval'
          ? await executeTrade(ctx, {
              league,
              tradeId: trade.id,
              from: 'awaiting_approval',
              note: APPROVED_AT_WINDOW_END_NOTE,
            })
          : await executeTrade(ctx, { league, tradeId: trade.id, from: 'in_review' });
      if (done.outcome === 'gone') continue;
      run.executed += 1;
      await announce(ctx, done.told);
    }
    return run;
  },
};

/** The trades job's pass: every league with open trades, each a step of its own. */
export async function resolveDueTrades(ctx: AppContext, log?: StepLog): Promise<TradesRun> {
  const runs = await runLeagueJob(ctx, tradeSteps, { log });
  return {
    expired: runs.reduce((n, run) => n + run.expired, 0),
    executed: runs.reduce((n, run) => n + run.executed, 0),
  };
}

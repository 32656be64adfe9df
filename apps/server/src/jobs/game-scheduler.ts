import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { leaguesWithDueGames, playDueGames } from '../modules/games/simulate';
import { openingHoldsGames } from '../modules/season-opening/api';
import { type LeagueJob, runLeagueJob } from './job-steps/league-job';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

const BATCH = 50;

interface BatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Playing due games as a job of the job runner (docs/decisions/066): each league with games to try is a
 * step. Its games are still claimed on their own rows in the transaction that stores them (005), and a game
 * that fails is recorded on its row (063); the step fails only on an error outside every game (a batch's
 * injuries, the playoffs' start), and then waits and is set aside as every step does. Each batch stored is
 * logged as it is stored.
 */
export function gameStepsLogged(log?: BatchLog): LeagueJob<number> {
  return {
    kind: 'games',
    leaguesDue: (ctx) => leaguesWithDueGames(ctx, ctx.now()),
    async runLeague(ctx, leagueId) {
      // A league whose opening GM teams below the floor hold is skipped, its GMs told once; every other
      // league plays on (docs/decisions/076).
      if (await openingHoldsGames(ctx, leagueId)) return 0;
      const until = ctx.now();
      let stored = 0;
      for (;;) {
        const run = await playDueGames(ctx, { until, leagueId, limit: BATCH, background: true });
        stored += run.stored;
        if (run.stored > 0) log?.info({ leagueId, simulated: run.stored }, 'simulated due games');
        if (run.failed > 0)
          log?.warn({ leagueId, failed: run.failed }, 'games failed; each waits for its next attempt');
        // Failed games wait for their next attempt, so a full batch means there may be more; so does a batch
        // that handed the turn to a request's write before its last game (docs/decisions/098).
        if (run.claimed < BATCH && !run.handedOver) return stored;
      }
    },
  };
}

/** The games kind as the commissioner's retry runs it: its batches unlogged. */
export const gameSteps = gameStepsLogged();

/** Simulates every game whose start time has passed, every `intervalMs`; each league's a step of its own. */
export function gameSchedulerJob(intervalMs: number): PeriodicJob {
  return {
    name: 'game scheduler',
    kind: 'games',
    intervalMs,
    async run(ctx, log) {
      await runLeagueJob(ctx, gameStepsLogged(log), { log });
    },
  };
}

export function startGameScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number) {
  return startPeriodicJob(ctx, log, gameSchedulerJob(intervalMs));
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { advancesJob } from './advances';
import { draftClockJob } from './draft';
import { freeAgencyJob } from './free-agency';
import { gameSchedulerJob } from './game-scheduler';
import { inactivityJob } from './inactivity';
import { notificationMailJob } from './notification-mail';
import { type PeriodicJob, type RunningJob, startPeriodicJob } from './periodic-job';
import { tradeProposalsJob, tradesJob } from './trades';
import { waiversJob } from './waivers';
import { webhookDeliveryJob } from './webhook-delivery';

/**
 * Every job a server process runs in the background, one per kind of the job runner, each at its own
 * interval; each is safe with several processes (docs/decisions/066).
 */
export function backgroundJobs(config: Config): PeriodicJob[] {
  return [
    gameSchedulerJob(config.SCHEDULER_INTERVAL_SECONDS * 1000),
    inactivityJob(config.INACTIVITY_INTERVAL_SECONDS * 1000),
    notificationMailJob(config.MAIL_DIGEST_INTERVAL_SECONDS * 1000),
    webhookDeliveryJob(config.WEBHOOK_INTERVAL_SECONDS * 1000),
    waiversJob(config.WAIVERS_INTERVAL_SECONDS * 1000),
    freeAgencyJob(config.FREE_AGENCY_INTERVAL_SECONDS * 1000),
    tradesJob(config.TRADES_INTERVAL_SECONDS * 1000),
    tradeProposalsJob(config.TRADE_PROPOSALS_INTERVAL_SECONDS * 1000),
    draftClockJob(config.DRAFT_CLOCK_INTERVAL_SECONDS * 1000),
    advancesJob(config.ADVANCES_INTERVAL_SECONDS * 1000),
  ];
}

export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): RunningJob {
  const running = backgroundJobs(ctx.config).map((job) => startPeriodicJob(ctx, log, job));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}

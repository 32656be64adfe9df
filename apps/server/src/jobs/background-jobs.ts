import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { draftClockJob } from './draft';
import { freeAgencyJob } from './free-agency';
import { gameSchedulerJob } from './game-scheduler';
import { inactivityJob } from './inactivity';
import { notificationMailJob } from './notification-mail';
import { type PeriodicJob, type RunningJob, startPeriodicJob } from './periodic-job';
import { tradesJob } from './trades';
import { waiversJob } from './waivers';
import { webhookDeliveryJob } from './webhook-delivery';

/** Every job a server process runs in the background; each is safe with several processes. */
export function backgroundJobs(config: Config): PeriodicJob[] {
  return [
    gameSchedulerJob(config.SCHEDULER_INTERVAL_SECONDS * 1000),
    inactivityJob(config.INACTIVITY_INTERVAL_SECONDS * 1000),
    notificationMailJob(config.MAIL_DIGEST_INTERVAL_SECONDS * 1000),
    webhookDeliveryJob(config.WEBHOOK_INTERVAL_SECONDS * 1000),
    waiversJob(config.WAIVERS_INTERVAL_SECONDS * 1000),
    freeAgencyJob(config.FREE_AGENCY_INTERVAL_SECONDS * 1000),
    // Trade deadlines run on the league clock as waivers' do, and as often.
    tradesJob(config.WAIVERS_INTERVAL_SECONDS * 1000),
    draftClockJob(config.DRAFT_CLOCK_INTERVAL_SECONDS * 1000),
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

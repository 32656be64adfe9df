import { mailPendingNotifications } from '../modules/notifications/mail-digest';
import type { PeriodicJob } from './periodic-job';

/**
 * Mails the notifications users chose to get by e-mail, every `intervalMs`: one mail per user and pass
 * ('immediately'), or one a day ('daily'). Each user's mail is a step of the job runner, so one process
 * mails a user at a time (docs/decisions/035, 066).
 */
export function notificationMailJob(intervalMs: number): PeriodicJob {
  return {
    name: 'notification mail',
    kind: 'mail',
    intervalMs,
    async run(ctx, log) {
      const counts = await mailPendingNotifications(ctx, log);
      if (counts.sent > 0 || counts.failed > 0) log.info(counts, 'mailed notifications');
    },
  };
}

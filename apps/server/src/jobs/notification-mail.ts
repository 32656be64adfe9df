import { mailPendingNotifications } from '../modules/notifications/mail-digest';
import type { PeriodicJob } from './periodic-job';

/**
 * Mails the notifications users chose to get by e-mail, every `intervalMs`: one mail per user and pass
 * ('immediately'), or one a day ('daily'). Safe with several processes: each claims a user before
 * mailing them (docs/decisions/035).
 */
export function notificationMailJob(intervalMs: number): PeriodicJob {
  return {
    name: 'notification mail',
    intervalMs,
    async run(ctx, log) {
      const counts = await mailPendingNotifications(ctx);
      if (counts.sent > 0 || counts.failed > 0) log.info(counts, 'mailed notifications');
    },
  };
}

import {
  describeNotification,
  groupNotifications,
  type MailDigest,
  NOTIFICATION_GROUP_TITLES,
  type NotificationContent,
} from '@rinkside/domain';
import type { Mail } from './mailer';
import { escapeHtml } from './templates';

/** Where the preferences screen is: the mail's unsubscribe link. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

export interface DigestMailInput {
  to: string;
  username: string;
  /** 'immediately' or 'daily': a 'never' user gets no mail. */
  digest: Exclude<MailDigest, 'never'>;
  /** Oldest first, as they happened. */
  notifications: readonly NotificationContent[];
  publicUrl: string;
}

const plural = (n: number) => `${n} notification${n === 1 ? '' : 's'}`;

/**
 * One mail of a user's e-mailed notifications, grouped like the preferences screen, each line worded as
 * the bell words it with a link into the app, and a link to the preferences to change or stop them.
 */
export function notificationDigestMail(input: DigestMailInput): Mail {
  const base = input.publicUrl.replace(/\/+$/, '');
  const count = input.notifications.length;
  const subject =
    input.digest === 'daily' ? `Your Rinkside daily digest: ${plural(count)}` : `Rinkside: ${plural(count)}`;
  const intro =
    input.digest === 'daily'
      ? `Here is your daily digest of what happened in your leagues (${plural(count)}):`
      : `Here is what just happened in your leagues (${plural(count)}):`;
  const groups = groupNotifications([...input.notifications]).map(({ group, notifications }) => ({
    title: NOTIFICATION_GROUP_TITLES[group],
    lines: notifications.map((notification) => {
      const { text, href } = describeNotification(notification);
      return { text, url: href ? `${base}${href}` : null };
    }),
  }));
  const appUrl = `${base}/dashboard`;
  const settingsUrl = `${base}${NOTIFICATION_SETTINGS_PATH}`;
  const footer =
    'You get this mail because you chose e-mail for these notifications. To change what is mailed and ' +
    'how often, or to unsubscribe from these mails, open your notification settings:';

  const text = [
    `Hi ${input.username},`,
    '',
    intro,
    ...groups.flatMap(({ title, lines }) => [
      '',
      title,
      ...lines.flatMap(({ text: line, url }) => (url ? [`- ${line}`, `  ${url}`] : [`- ${line}`])),
    ]),
    '',
    `Open Rinkside: ${appUrl}`,
    '',
    footer,
    settingsUrl,
  ].join('\n');

  const html = [
    `<p>Hi ${escapeHtml(input.username)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.flatMap(({ title, lines }) => [
      `<h3 style="margin:16px 0 4px">${escapeHtml(title)}</h3>`,
      '<ul>',
      ...lines.map(({ text: line, url }) =>
        url
          ? `<li><a href="${escapeHtml(url)}">${escapeHtml(line)}</a></li>`
          : `<li>${escapeHtml(line)}</li>`,
      ),
      '</ul>',
    ]),
    `<p><a href="${escapeHtml(appUrl)}">Open Rinkside</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)} ` +
      `<a href="${escapeHtml(settingsUrl)}">Notification settings (unsubscribe)</a></p>`,
  ].join('\n');

  return { to: input.to, subject, text, html };
}

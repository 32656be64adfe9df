import type { MailDigest, NotificationChannel } from '@rinkside/domain';

export const CHANNEL_OPTIONS: { value: NotificationChannel; label: string }[] = [
  { value: 'app', label: 'In app' },
  { value: 'app_email', label: 'In app + e-mail' },
  { value: 'off', label: 'Off' },
];

export const DIGEST_OPTIONS: { value: MailDigest; label: string; hint: string }[] = [
  {
    value: 'immediately',
    label: 'Immediately',
    hint: 'One mail within a minute or so, holding everything that happened since the last one.',
  },
  {
    value: 'daily',
    label: 'Daily',
    hint: 'One digest a day, sent at 07:00 UTC, holding everything since the last one.',
  },
  { value: 'never', label: 'Never', hint: 'No mail at all; e-mailed kinds still show in the app.' },
];

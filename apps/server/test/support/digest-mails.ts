import type { NotificationContent } from '@rinkside/domain';
import { notify } from '../../src/modules/notifications/service';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';

/** A mail as its reader sees it: quoted-printable undone, so lines and links read whole. */
export function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The notification mails (not the verification mail) the sink received for `address`, decoded. */
export function digestMails(smtp: SmtpSink, address: string): string[] {
  return smtp.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readable(mail.raw))
    .filter((text) => /^Subject: (Rinkside: |Your Rinkside daily digest)/m.test(text));
}

/** A seat notification for `userId` stored through `notify`, as every feature stores one. */
export async function notifySeat(t: TestApp, userId: number, teamName: string): Promise<void> {
  const content: NotificationContent = {
    kind: 'gm_assigned',
    payload: { leagueId: 1, leagueName: 'Mail League', teamId: 1, teamName },
  };
  await notify(t.ctx.database.db, { ...content, userId, at: t.ctx.now().toISOString() });
}

/** Each notification's mail state for the user, oldest first. */
export async function mailStates(t: TestApp, userId: number): Promise<(string | null)[]> {
  const rows = await t.ctx.database.db
    .selectFrom('notifications')
    .select('mail_state')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.mail_state);
}

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { closedPort } from '../../test/support/closed-port';

const mail = { to: 'ann@example.com', subject: 'Verify your Rinkside e-mail', text: 'Hi', html: '<p>Hi</p>' };

/** A logger that keeps each line it writes. */
function recordingLog() {
  const lines: { level: number; msg: string; subject?: string; err?: { message: string } }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('createMailer', () => {
  it('reports a mail the SMTP server did not take as not sent, and logs why', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(`smtp://127.0.0.1:${await closedPort()}`, 'Rinkside <x@rinkside.test>', log);
    try {
      await expect(mailer.send(mail)).resolves.toBe(false);
    } finally {
      mailer.close();
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'Could not send a mail',
        subject: mail.subject,
        err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
      }),
    );
  });

  it('without SMTP_URL writes the mail and its link to the log and counts it as sent', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(undefined, 'Rinkside <x@rinkside.test>', log);
    await expect(mailer.send({ ...mail, text: 'Open http://rinkside.test/db/verify/abc' })).resolves.toBe(
      true,
    );
    expect(lines.at(-1)?.msg).toMatch(/link: http:\/\/rinkside\.test\/db\/verify\/abc$/);
  });
});

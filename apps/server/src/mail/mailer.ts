import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * True once the SMTP server took the mail; false when it did not (the reason is logged). Never throws:
   * an account or a request must not fail because the mail server is down.
   */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

// nodemailer waits up to two minutes for a connection by default; a person is waiting on the answer.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends over SMTP; with no SMTP configured, writes each mail to the log so a local user can follow its link. */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
        const summary = `Mail to ${mail.to} (no SMTP_URL set): "${mail.subject}"`;
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          link ? `${summary}; link: ${link}` : summary,
        );
        return true;
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
        return true;
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'Could not send a mail');
        return false;
      }
    },
    close() {
      transport.close();
    },
  };
}

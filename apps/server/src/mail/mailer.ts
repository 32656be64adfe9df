import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

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
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

import { expect } from '@playwright/test';
import { E2E } from './ports';

interface Mail {
  to: string[];
  raw: string;
}

/** The verification link in the newest mail to `address`, as the SMTP sink received it. */
export async function verificationLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${E2E.mailHttpPort}/mails?to=${encodeURIComponent(address)}`,
        );
        const mails = (await response.json()) as Mail[];
        const raw = mails.at(-1)?.raw.replace(/=\r?\n/g, '') ?? '';
        link = /https?:\/\/[^\s"<>]+\/db\/verify\/[A-Za-z0-9_-]+/.exec(raw)?.[0] ?? '';
        return link;
      },
      { message: `a verification mail to ${address}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

/** Every mail to `address` so far, newest last, with quoted-printable undone so lines and links read whole. */
export async function mailsTo(address: string): Promise<string[]> {
  const response = await fetch(
    `http://127.0.0.1:${E2E.mailHttpPort}/mails?to=${encodeURIComponent(address)}`,
  );
  const mails = (await response.json()) as Mail[];
  return mails.map((mail) =>
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The password reset link in the `count`-th reset mail to `address` (the first by default), as the sink received it. */
export async function passwordResetLink(address: string, count = 1): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(address))
          .map((raw) => /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(raw)?.[0])
          .filter((found): found is string => found !== undefined);
        link = links[count - 1] ?? '';
        return link;
      },
      { message: `password reset mail number ${count} to ${address}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

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

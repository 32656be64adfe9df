import type { TestApp } from './test-app';

const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\/([A-Za-z0-9_-]+)/;

/** The reset links mailed to `address` so far, oldest first. */
export function resetLinksTo(t: TestApp, address: string): string[] {
  return t.smtp.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => RESET_LINK.exec(mail.raw.replace(/=\r?\n/g, ''))?.[0])
    .filter((link): link is string => link !== undefined);
}

/** Waits until `address` has received `count` reset links and returns the newest. */
export async function waitForResetLink(t: TestApp, address: string, count = 1): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const links = resetLinksTo(t, address);
    if (links.length >= count) return links[count - 1] ?? '';
    if (Date.now() > deadline) throw new Error(`No reset link number ${count} to ${address} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

let client = 0;
/** Each from an IP address of its own unless one is given, clear of the per-IP limit. */
export const forgotPassword = (t: TestApp, email: string, remoteAddress = `127.0.2.${(client += 1) % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

export const resetPassword = (t: TestApp, token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

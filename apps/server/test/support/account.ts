import { readable } from './digest-mails';
import type { TestApp } from './test-app';

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The account-settings calls, each as a browser with the given cookie header would make it. */
export function accountCalls(t: TestApp) {
  const call =
    (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string) => (cookie: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    sessions: call('GET', '/api/auth/sessions'),
    endSession: (cookie: string, id: string) => call('DELETE', `/api/auth/sessions/${id}`)(cookie),
    endOtherSessions: call('DELETE', '/api/auth/sessions'),
    changePassword: call('PUT', '/api/user/password'),
    changeEmail: call('PUT', '/api/user/email'),
    pendingEmail: call('GET', '/api/user/email-change'),
    cancelEmailChange: call('DELETE', '/api/user/email-change'),
    resendEmailChange: call('POST', '/api/user/email-change/resend'),
    confirmEmail: (cookie: string, token: string) =>
      call('POST', '/api/user/email/confirm')(cookie, { token }),
    me: call('GET', '/api/db/users/get'),
  };
}

/** Every mail the sink received for `address`, decoded, oldest first. */
export function mailsTo(t: TestApp, address: string): string[] {
  return t.smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => readable(mail.raw));
}

/** The token of the newest e-mail change link mailed to `address`. */
export async function emailChangeToken(t: TestApp, address: string): Promise<string> {
  const mail = readable((await t.smtp.waitFor(address)).raw);
  const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`No e-mail change link in the mail to ${address}`);
  return token;
}

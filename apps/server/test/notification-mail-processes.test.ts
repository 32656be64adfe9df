import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDigest } from '../src/modules/notifications/mail-repo';
import { savePreference } from '../src/modules/notifications/repo';
import { signUp, type TestUser } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { digestMails, mailStates, notifySeat } from './support/digest-mails';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

async function until(check: () => Promise<boolean>, timeoutMs: number, servers: ServerProcess[]) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const logs = servers.map((s, i) => `--- process ${i + 1}:\n${s.output()}`).join('\n');
      throw new Error(`Timed out waiting\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Issue 15: the digest job runs in every server process; each user's mail still goes out once.
describe.each(DIALECTS)('notification mail from two server processes on %s', (dialect) => {
  let t: TestApp;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await t.close();
  });

  it('mails each user one mail holding all of their notifications', async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await signUp(t);
      await savePreference(t.ctx.database.db, { userId: user.id, kind: 'gm_assigned', channel: 'app_email' });
      await saveDigest(t.ctx.database.db, user.id, 'immediately');
      for (const team of ['First', 'Second', 'Third']) await notifySeat(t, user.id, team);
      users.push(user);
    }
    const env = async () => ({
      PORT: String(await closedPort()),
      DATABASE_URL: t.ctx.config.DATABASE_URL,
      SMTP_URL: t.smtp.url,
      PUBLIC_URL: 'http://rinkside.test',
      MAIL_DIGEST_INTERVAL_SECONDS: '0.05',
    });
    const pair = [startServerProcess(await env()), startServerProcess(await env())];
    processes.push(...pair);
    const settled = async () => {
      const states = await Promise.all(users.map((user) => mailStates(t, user.id)));
      return states.flat().every((state) => state === 'sent');
    };
    try {
      await until(settled, 60_000, pair);
      // A few more passes of both: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await Promise.all(pair.map((p) => p.stop()));
    }
    for (const user of users) {
      const mails = digestMails(t.smtp, user.email);
      expect(mails, user.email).toHaveLength(1);
      expect(mails[0]).toMatch(/GM of First in[\s\S]*GM of Second in[\s\S]*GM of Third in/);
    }
  }, 90_000);
});

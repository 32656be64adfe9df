import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyDigestDueAt, mailPendingNotifications } from '../src/modules/notifications/mail-digest';
import { savePreference } from '../src/modules/notifications/repo';
import { saveDigest } from '../src/modules/notifications/mail-repo';
import { newRegistration, register, signUp, type TestUser } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { digestMails, mailStates, notifySeat } from './support/digest-mails';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('notification mail on %s', (dialect) => {
  let t: TestApp;
  /** Another server process on the same database, with its own SMTP sink. */
  let second: TestApp;
  /** The same database, mailing to an SMTP server that is down. */
  let down: TestApp;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const pass = () => mailPendingNotifications(t.ctx);

  /** A verified user whose gm_assigned notifications are e-mailed at `digest`. */
  async function mailedUser(digest: 'immediately' | 'daily' | 'never'): Promise<TestUser> {
    const user = await signUp(t);
    const saved = await inject(user, 'PUT', '/api/notifications/preferences', {
      gm_assigned: 'app_email',
      digest,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    down = await createTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, t);
  });
  afterAll(async () => {
    await down.close();
    await second.close();
    await t.close();
  });

  it('answers the digest beside every kind, daily by default, and refuses an unknown one', async () => {
    const user = await signUp(t);
    const defaults = await inject(user, 'GET', '/api/notifications/preferences');
    expect(defaults.json()).toMatchObject({ digest: 'daily', game_final: 'app' });
    const saved = await inject(user, 'PUT', '/api/notifications/preferences', { digest: 'immediately' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ digest: 'immediately', game_final: 'app' });
    const kindOnly = await inject(user, 'PUT', '/api/notifications/preferences', { game_final: 'off' });
    expect(kindOnly.json()).toMatchObject({ digest: 'immediately', game_final: 'off' });
    const refused = await inject(user, 'PUT', '/api/notifications/preferences', { digest: 'weekly' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/digest/);
    expect((await inject(user, 'GET', '/api/notifications/preferences')).json().digest).toBe('immediately');
  });

  it('mails an e-mailed kind of a real event, not an in-app one, and stores none of an off one', async () => {
    const commissioner = await signUp(t);
    const league = await createLeague(t, commissioner, {
      name: 'Mail League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const [mailed, inApp, off] = [await signUp(t), await signUp(t), await signUp(t)];
    const put = (user: TestUser, body: object) => inject(user, 'PUT', '/api/notifications/preferences', body);
    await put(mailed, { gm_assigned: 'app_email', gm_removed: 'app_email', digest: 'immediately' });
    await put(inApp, { digest: 'immediately' });
    await put(off, { gm_assigned: 'off', digest: 'immediately' });
    for (const [i, user] of [mailed, inApp, off].entries()) {
      const seat = `/api/league/${league.id}/team/${league.teams[i]?.id}/gm`;
      const assigned = await inject(commissioner, 'PUT', seat, { username: user.username });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }

    await pass();
    const [mail, ...more] = digestMails(t.smtp, mailed.email);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Rinkside: 1 notification');
    expect(mail).toContain(`The commissioner made you GM of ${league.teams[0]?.name} in Mail League.`);
    expect(mail).toContain(`http://rinkside.test/league/${league.id}/team/${league.teams[0]?.id}`);
    expect(mail).toContain('unsubscribe');
    expect(mail).toContain('http://rinkside.test/settings/notifications');
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(await mailStates(t, mailed.id)).toEqual(['sent']);
    // In the app only: stored, never mailed. Off: not even stored.
    expect(digestMails(t.smtp, inApp.email)).toEqual([]);
    expect(await mailStates(t, inApp.id)).toEqual([null]);
    expect(await mailStates(t, off.id)).toEqual([]);
  });

  it("'immediately' puts every pending notification in one mail, once", async () => {
    const user = await mailedUser('immediately');
    for (const team of ['Alpha', 'Bravo', 'Charlie']) await notifySeat(t, user.id, team);
    await pass();
    await pass();
    const mails = digestMails(t.smtp, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Rinkside: 3 notifications');
    for (const team of ['Alpha', 'Bravo', 'Charlie']) expect(mails[0]).toContain(`GM of ${team} in`);
    expect(mails[0]).toContain('League & seats');

    await notifySeat(t, user.id, 'Delta');
    await pass();
    const after = digestMails(t.smtp, user.email);
    expect(after).toHaveLength(2);
    expect(after[1]).toContain('GM of Delta in');
    expect(after[1]).not.toContain('GM of Alpha in');
  });

  it("'daily' holds the notifications until 07:00 UTC, then sends them in one digest", async () => {
    const user = await mailedUser('daily');
    const at = t.ctx.now();
    await notifySeat(t, user.id, 'Early');
    await notifySeat(t, user.id, 'Late');
    const due = dailyDigestDueAt(at).getTime();
    t.advance(due - t.ctx.now().getTime() - 60_000);
    await pass();
    expect(digestMails(t.smtp, user.email)).toEqual([]);
    expect(await mailStates(t, user.id)).toEqual(['pending', 'pending']);

    t.advance(2 * 60_000);
    await pass();
    await pass();
    const mails = digestMails(t.smtp, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your Rinkside daily digest: 2 notifications');
    expect(mails[0]).toMatch(/GM of Early in[\s\S]*GM of Late in/);
  });

  it("'never' mails nothing, and what it skipped is not mailed after a switch to 'immediately'", async () => {
    const user = await mailedUser('never');
    await notifySeat(t, user.id, 'Quiet');
    await pass();
    expect(await mailStates(t, user.id)).toEqual(['skipped']);
    await inject(user, 'PUT', '/api/notifications/preferences', { digest: 'immediately' });
    await pass();
    expect(digestMails(t.smtp, user.email)).toEqual([]);
    // In the app it is there all the same.
    const listed = await inject(user, 'GET', '/api/notifications');
    expect(listed.json().notifications).toHaveLength(1);
  });

  it('mails no address that is not verified', async () => {
    const registration = newRegistration();
    expect((await register(t, registration)).statusCode).toBe(201);
    const { id } = await t.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', registration.username)
      .executeTakeFirstOrThrow();
    await savePreference(t.ctx.database.db, { userId: id, kind: 'gm_assigned', channel: 'app_email' });
    await saveDigest(t.ctx.database.db, id, 'immediately');
    await notifySeat(t, id, 'Unverified');
    await pass();
    expect(digestMails(t.smtp, registration.email)).toEqual([]);
    expect(await mailStates(t, id)).toEqual(['skipped']);
  });

  it('keeps the notifications pending while SMTP is down and mails them once it is back', async () => {
    const user = await mailedUser('immediately');
    await notifySeat(t, user.id, 'Outage');
    expect((await mailPendingNotifications(down.ctx)).failed).toBeGreaterThanOrEqual(1);
    expect(await mailStates(t, user.id)).toEqual(['pending']);
    await pass();
    expect(digestMails(t.smtp, user.email)).toHaveLength(1);
    expect(await mailStates(t, user.id)).toEqual(['sent']);
  });

  it('mails each user once when two server processes run the job at the same time', async () => {
    const users = [
      await mailedUser('immediately'),
      await mailedUser('immediately'),
      await mailedUser('immediately'),
    ];
    for (const user of users) {
      await notifySeat(t, user.id, 'Race One');
      await notifySeat(t, user.id, 'Race Two');
    }
    // The two processes read one clock, as two servers do (the daily test moved this app's).
    second.advance(t.ctx.now().getTime() - second.ctx.now().getTime());
    for (let round = 0; round < 3; round += 1)
      await Promise.all([pass(), mailPendingNotifications(second.ctx)]);
    for (const user of users) {
      const mails = [...digestMails(t.smtp, user.email), ...digestMails(second.smtp, user.email)];
      expect(mails, user.email).toHaveLength(1);
      expect(mails[0]).toMatch(/Race One[\s\S]*Race Two/);
      expect(await mailStates(t, user.id)).toEqual(['sent', 'sent']);
    }
  });
});

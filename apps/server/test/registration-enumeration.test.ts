import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newRegistration, register, signUp } from './support/accounts';
import { mailsTo } from './support/account';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('what a stranger can learn of an e-mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  describe('registering', () => {
    it('with a taken e-mail answers as a new registration does, and mails the owner instead', async () => {
      const owner = await signUp(t);
      const fresh = await register(t, newRegistration());
      const taken = await register(t, newRegistration({ email: owner.email }));
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toEqual(fresh.json());

      await t.smtp.waitFor(owner.email);
      const notice = mailsTo(t, owner.email).find((mail) => mail.includes('tried to register'));
      expect(notice).toBeDefined();
      expect(notice).toContain(`Hi ${owner.username},`);
      expect(notice).toContain('http://rinkside.test/login');
      expect(notice).toContain('http://rinkside.test/forgot-password');
      // No account was made, and the owner's still signs in.
      const mails = mailsTo(t, owner.email);
      expect(mails.filter((mail) => mail.includes('/db/verify/'))).toHaveLength(1);
      expect((await login(t, owner.username, owner.password)).statusCode).toBe(200);
    });

    it('says a username is taken (usernames are public) whatever the e-mail, so the pair tells nothing', async () => {
      const owner = await signUp(t);
      const withFreeEmail = await register(t, newRegistration({ username: owner.username }));
      const withOwnersEmail = await register(
        t,
        newRegistration({ username: owner.username, email: owner.email }),
      );
      expect(withFreeEmail.statusCode).toBe(409);
      expect(withOwnersEmail.statusCode).toBe(409);
      expect(withOwnersEmail.json()).toEqual(withFreeEmail.json());
      expect(withFreeEmail.json().message).toMatch(/username/i);
    });
  });

  describe('the sign-in lock', () => {
    const wrongFrom = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: name, password: 'not-the-password' },
        remoteAddress: '198.51.100.23',
      });
    const statuses = async (name: string, times: number) => {
      const found: number[] = [];
      for (let i = 0; i < times; i += 1) found.push((await wrongFrom(name)).statusCode);
      return found;
    };

    it("counts by the name typed: a username's lock leaves its e-mail open, as an unknown name's does", async () => {
      const user = await signUp(t);
      expect(await statuses(user.username, 4)).toEqual([401, 401, 401, 429]);
      // Were the e-mail locked too, it would tie the two together; it answers as any other name does.
      expect(await statuses(user.email, 1)).toEqual([401]);
      expect(await statuses('nobody-at-all', 4)).toEqual([401, 401, 401, 429]);
      expect(await statuses('nobody@example.com', 1)).toEqual([401]);
    });
  });
});

import { DELETED_USER_NAME } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateDueGames } from '../src/modules/games/simulate';
import { login, newRegistration, register, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, leagueWithGms, requestsAs } from './support/leagues';
import { seasonInPlay } from './support/played-season';
import { recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('deleting an account on %s', (dialect) => {
  let t: TestApp;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const deleteAccount = (user: TestUser, body: object = { password: user.password }) =>
    inject(user, 'DELETE', '/api/user', body);
  const userRow = (id: number) =>
    t.ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const seatsOf = (id: number) =>
    t.ctx.database.db.selectFrom('teams').select('id').where('gm_user_id', '=', id).execute();
  const leagueRow = (id: number) =>
    t.ctx.database.db.selectFrom('leagues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses a wrong password and leaves the account as it was', async () => {
    const ann = await signUp(t);
    const response = await deleteAccount(ann, { password: 'not-my-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('That password is not right. Your account was not deleted.');
    expect((await userRow(ann.id)).deleted_at).toBeNull();
    expect((await login(t, ann.username, ann.password)).statusCode).toBe(200);
    // No password at all: a recent re-authentication must stand in for it (decision 058).
    const unconfirmed = await deleteAccount(ann, {});
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error).toBe('ReauthenticationRequired');
    expect((await deleteAccount(ann, { password: '' })).statusCode).toBe(400);
  });

  it('deletes a user with no leagues: sign-in fails, sessions end, the name and e-mail are free', async () => {
    const bob = await signUp(t);
    const saved = await inject(bob, 'PUT', '/api/notifications/preferences', {
      game_final: 'app_email',
      digest: 'never',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A provider identity he signs in with, and a reset link asked for: neither may outlive him.
    const at = new Date().toISOString();
    await t.ctx.database.db
      .insertInto('user_identities')
      .values({
        user_id: bob.id,
        provider: 'google',
        subject: `bob-${bob.id}`,
        email: bob.email,
        created_at: at,
      })
      .execute();
    await t.ctx.database.db
      .insertInto('password_resets')
      .values({
        user_id: bob.id,
        token_hash: `hash-${bob.id}`,
        expires_at: at,
        used_at: null,
        created_at: at,
      })
      .execute();
    const response = await deleteAccount(bob);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your account has been deleted.');
    expect(response.cookies.find((c) => c.name === 'rs_refresh')?.value).toBe('');

    expect((await login(t, bob.username, bob.password)).statusCode).toBe(401);
    expect((await login(t, bob.email, bob.password)).statusCode).toBe(401);
    // His sessions ended with the account: the old access token signs nothing in.
    expect((await inject(bob, 'GET', '/api/db/users/get')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: bob.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await deleteAccount(bob)).statusCode).toBe(401);

    const row = await userRow(bob.id);
    expect(row.deleted_at).not.toBeNull();
    expect([row.username, row.email]).not.toContain(bob.username);
    expect(row.email).not.toBe(bob.email);
    const { db } = t.ctx.database;
    const tables = [
      'notification_digests',
      'notification_preferences',
      'email_verifications',
      'notifications',
      'user_identities',
      'password_resets',
      'email_changes',
    ] as const;
    for (const table of tables) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', bob.id).execute()).toEqual(
        [],
      );
    }
    const live = await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', bob.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    const again = await signUp(t, { email: bob.email, username: bob.username });
    expect(again.id).not.toBe(bob.id);
    // Taken again: a third sign-up with it makes no account (its owner is mailed instead).
    const third = newRegistration({ email: bob.email });
    expect((await register(t, third)).statusCode).toBe(201);
    expect((await login(t, third.username, third.password)).statusCode).toBe(401);
  });

  it("vacates a GM's seat, reopens the team's recruitment and withdraws the GM's applications", async () => {
    const [commissioner, gm, other] = [await signUp(t), await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commissioner, 'Seat League', [gm]);
    const team = league.teams[0];
    // Elsewhere, the GM has applied for a team.
    const elsewhere = await createLeague(t, other, {
      name: 'Other League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const recruitment = await recruitmentSteps(t, other).open(elsewhere, elsewhere.teams[1]?.id ?? 0);
    await recruitmentSteps(t, other).apply(gm, recruitment);

    expect((await deleteAccount(gm)).statusCode).toBe(200);

    expect(await seatsOf(gm.id)).toEqual([]);
    // Told of the seat when assigned, and of its loss in the deletion itself: none of it is kept.
    const notices = await t.ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', gm.id)
      .execute();
    expect(notices).toEqual([]);
    const view = (await inject(commissioner, 'GET', `/api/league/${league.id}/commish`)).json();
    const seat = view.teams.find((x: { id: number }) => x.id === team?.id);
    expect(seat.gm).toBeNull();
    expect(seat.recruitment).not.toBeNull();
    const listed = (await inject(commissioner, 'GET', `/api/league/${league.id}`)).json();
    expect(listed.teams.every((x: { gm: unknown }) => x.gm === null)).toBe(true);
    const application = await t.ctx.database.db
      .selectFrom('applications')
      .select('status')
      .where('user_id', '=', gm.id)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('withdrawn');
    const feed = (await inject(commissioner, 'GET', `/api/league/${league.id}/feed`)).json();
    const left = feed.items.find((item: { kind: string }) => item.kind === 'gm_left');
    expect(left.payload.gm).toBe(DELETED_USER_NAME);
  });

  it('asks which GM takes over a league with GMs, and hands it to the one chosen', async () => {
    const [commish, ann, bob, outsider] = [
      await signUp(t),
      await signUp(t),
      await signUp(t),
      await signUp(t),
    ];
    const league = await leagueWithGms(t, commish, 'Handover League', [ann, bob]);

    const unchosen = await deleteAccount(commish);
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json().message).toMatch(/^Handover League has other GMs: choose one of them/);
    expect((await userRow(commish.id)).deleted_at).toBeNull();

    const listed = (await inject(commish, 'GET', '/api/user/commissioned-leagues')).json();
    expect(listed).toEqual([
      {
        id: league.id,
        name: 'Handover League',
        gms: expect.arrayContaining([expect.objectContaining({ userId: bob.id, username: bob.username })]),
      },
    ]);

    const stranger = await deleteAccount(commish, {
      password: commish.password,
      handovers: [{ leagueId: league.id, newCommissionerUserId: outsider.id }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(
      'The new commissioner of Handover League must be one of its GMs. Choose again.',
    );

    const handed = await deleteAccount(commish, {
      password: commish.password,
      handovers: [{ leagueId: league.id, newCommissionerUserId: bob.id }],
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await leagueRow(league.id)).commissioner_id).toBe(bob.id);
    expect((await leagueRow(league.id)).closed_at).toBeNull();
    expect((await inject(bob, 'GET', `/api/league/${league.id}/commish`)).statusCode).toBe(200);
    const shown = (await inject(bob, 'GET', `/api/league/${league.id}`)).json();
    expect([shown.isCommissioner, shown.closed]).toEqual([true, false]);
    const renamed = await inject(bob, 'PUT', `/api/league/${league.id}/name`, { name: 'Bob League' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await inject(ann, 'GET', `/api/league/${league.id}/commish`)).statusCode).toBe(403);
  });

  it('closes a league its commissioner ran alone: read-only, off the recruitment list, its games unplayed', async () => {
    const [solo, visitor] = [await signUp(t), await signUp(t)];
    const season = await seasonInPlay(t, solo);
    const league = season.league;
    const recruitment = await recruitmentSteps(t, solo).open(league, league.teams[0]?.id ?? 0);
    await recruitmentSteps(t, solo).apply(visitor, recruitment);

    expect((await deleteAccount(solo)).statusCode).toBe(200);

    expect((await leagueRow(league.id)).closed_at).not.toBeNull();
    const shown = await inject(visitor, 'GET', `/api/league/${league.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().closed).toBe(true);
    const open = (await inject(visitor, 'GET', '/api/user/recruitments')).json() as { id: number }[];
    expect(open.map((r) => r.id)).not.toContain(recruitment.id);
    expect(await recruitmentSteps(t, solo).statusesOf(visitor)).toEqual({ [recruitment.id]: 'declined' });
    const apply = await inject(
      visitor,
      'POST',
      `/api/user/league/${league.id}/team/${league.teams[0]?.id}/${recruitment.id}/apply`,
    );
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toMatch(/This league is closed/);

    const played = await simulateDueGames(t.ctx, { until: t.ctx.now(), leagueId: league.id, limit: 50 });
    expect(played).toBe(0);
    expect(await season.finalGameIds('regular')).toEqual([]);
  });

  it('closes a league with GMs when the commissioner chooses so; its GMs can no longer change it', async () => {
    const [commish, gm] = [await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commish, 'Closing League', [gm]);
    const deleted = await deleteAccount(commish, {
      password: commish.password,
      handovers: [{ leagueId: league.id, newCommissionerUserId: null }],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await leagueRow(league.id)).closed_at).not.toBeNull();
    const takeBack = await inject(
      gm,
      'DELETE',
      `/api/league/${league.id}/team/${league.teams[0]?.id}/autopilot`,
    );
    expect(takeBack.statusCode).toBe(409);
    expect(
      (await inject(gm, 'GET', `/api/league/${league.id}/team/${league.teams[0]?.id}/autopilot`)).statusCode,
    ).toBe(200);

    // The GM left in the closed league deletes his account too: the seat empties, no recruitment opens.
    expect((await deleteAccount(gm)).statusCode).toBe(200);
    expect(await seatsOf(gm.id)).toEqual([]);
    const recruitments = await t.ctx.database.db
      .selectFrom('recruitments')
      .select('status')
      .where('league_id', '=', league.id)
      .where('status', '=', 'open')
      .execute();
    expect(recruitments).toEqual([]);
  });

  it('keeps messages for the other party, from and to "Deleted user", and takes no new ones', async () => {
    const [cara, dan] = [await signUp(t), await signUp(t)];
    const send = (from: TestUser, to: TestUser, content: string) =>
      inject(from, 'POST', '/api/message/send', { receiverId: to.id, content });
    expect((await send(cara, dan, 'Trade talk?')).statusCode).toBe(201);
    expect((await send(dan, cara, 'Sure, call me')).statusCode).toBe(201);

    expect((await deleteAccount(cara)).statusCode).toBe(200);

    const inbox = (await inject(dan, 'GET', '/api/message/inbox')).json();
    expect(inbox.map((m: { content: string }) => m.content)).toEqual(['Trade talk?', 'Sure, call me']);
    expect(inbox[0].sender).toEqual({ id: cara.id, username: DELETED_USER_NAME });
    expect(inbox[1].receiver).toEqual({ id: cara.id, username: DELETED_USER_NAME });
    expect(inbox[1].sender.username).toBe(dan.username);
    const toDeleted = await send(dan, cara, 'Hello?');
    expect(toDeleted.statusCode).toBe(404);
    expect(toDeleted.json().message).toBe('That user has deleted their account.');
    expect((await inject(dan, 'GET', `/api/user/profile/${cara.username}`)).statusCode).toBe(404);
  });
});

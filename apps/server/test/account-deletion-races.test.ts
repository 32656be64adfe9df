import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseUser, lockUser } from '../src/modules/account/deletion-repo';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// An account deletion and another request over the same seat or league: one goes first, whole
// (docs/decisions/041). "Held" tests keep the deletion's first steps open in a transaction of their own
// while the other request runs, so the order is the one that needs the check, not the one that is likely.
describe.each(DIALECTS)('account deletion races on %s', (dialect) => {
  let t: TestApp;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const deleteAccount = (user: TestUser, body: object = { password: user.password }) =>
    inject(user, 'DELETE', '/api/user', body);
  const seatsOf = (id: number) =>
    t.ctx.database.db.selectFrom('teams').select('id').where('gm_user_id', '=', id).execute();

  /** Runs `meanwhile` while a deletion of `user` has locked and anonymised the row, then commits it. */
  async function whileDeletionHolds<T>(user: TestUser, meanwhile: () => Promise<T>): Promise<T> {
    let pending: Promise<T> | undefined;
    await t.ctx.database.db.transaction().execute(async (trx) => {
      await lockUser(trx, t.ctx.database.kind, user.id);
      await anonymiseUser(trx, user.id, t.ctx.now().toISOString());
      pending = meanwhile();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (!pending) throw new Error('Nothing ran meanwhile');
    return pending;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('settles a deletion racing a seat given to the same user: one goes first, no team left to a deleted user', async () => {
    const [commish, eve] = [await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commish, 'Race League', []);
    const teamId = league.teams[0]?.id ?? 0;
    const [deleted, assigned] = await Promise.all([
      deleteAccount(eve),
      inject(commish, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, { username: eve.username }),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([200, 404]).toContain(assigned.statusCode);
    expect(await seatsOf(eve.id)).toEqual([]);
    const view = (await inject(commish, 'GET', `/api/league/${league.id}/commish`)).json();
    const seat = view.teams.find((x: { id: number }) => x.id === teamId);
    expect(seat.gm).toBeNull();
    // Seated first, then vacated by the deletion: its recruitment is open again.
    if (assigned.statusCode === 200) expect(seat.recruitment).not.toBeNull();
  });

  it('refuses a seat to a user whose deletion held the row while the seat was being given', async () => {
    const [commish, fay] = [await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commish, 'Held League', []);
    const teamId = league.teams[0]?.id ?? 0;
    const assigned = await whileDeletionHolds(fay, () =>
      inject(commish, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, { username: fay.username }),
    );
    expect(assigned.statusCode, assigned.body).toBe(404);
    expect(await seatsOf(fay.id)).toEqual([]);
  });

  it('refuses to hand a league to a GM whose own deletion held the row meanwhile', async () => {
    const [commish, gus] = [await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commish, 'Handover Race', [gus]);
    const handed = await whileDeletionHolds(gus, () =>
      deleteAccount(commish, {
        password: commish.password,
        handovers: [{ leagueId: league.id, newCommissionerUserId: gus.id }],
      }),
    );
    // 409 when the GM left while the handover waited (PostgreSQL), 400 when before it began (SQLite).
    expect([400, 409], handed.body).toContain(handed.statusCode);
    expect(handed.json().message).toBe(
      'The new commissioner of Handover Race must be one of its GMs. Choose again.',
    );
    const row = await t.ctx.database.db
      .selectFrom('leagues')
      .select('commissioner_id')
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
    expect(row.commissioner_id).toBe(commish.id);
    const me = await inject(commish, 'GET', '/api/db/users/get');
    expect(me.statusCode).toBe(200);
  });
});

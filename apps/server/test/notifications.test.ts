import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/service';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

interface Listed {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  readAt: string | null;
}

describe.each(DIALECTS)('notifications of seats and applications on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  async function list(user: TestUser, cursor?: string) {
    const response = await inject(user, 'GET', `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ notifications: Listed[]; nextCursor: string | null; unread: number }>();
  }
  const kindsOf = async (user: TestUser) => (await list(user)).notifications.map((n) => n.kind);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, {
      name: 'Front Office',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
  });
  afterAll(() => t.close());

  it('tells the commissioner of each application once, and each applicant of the decision once', async () => {
    const steps = recruitmentSteps(t, commissioner);
    const [chosen, passedOver, declined] = [await signUp(t), await signUp(t), await signUp(t)];
    const first = await steps.open(league, teamId(0));
    await steps.apply(chosen, first);
    await steps.apply(passedOver, first);
    const second = await steps.open(league, teamId(1));
    await steps.apply(declined, second);

    const received = (await list(commissioner)).notifications.filter(
      (n) => n.kind === 'application_received',
    );
    expect(received.map((n) => n.payload.applicant)).toEqual([
      declined.username,
      passedOver.username,
      chosen.username,
    ]);
    expect(received[2]?.payload).toMatchObject({
      leagueId: league.id,
      teamId: teamId(0),
      leagueName: 'Front Office',
    });

    const chosenApplication = await steps.applicationId(league, teamId(0), chosen);
    const accepted = await steps.accept(league, chosenApplication);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decided = await inject(
      commissioner,
      'POST',
      `/api/league/${league.id}/applications/${await steps.applicationId(league, teamId(1), declined)}`,
      { decision: 'decline' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    expect(await kindsOf(chosen)).toEqual(['application_accepted']);
    // The other applicant to the filled seat is declined by the acceptance, and told so.
    expect(await kindsOf(passedOver)).toEqual(['application_declined']);
    expect(await kindsOf(declined)).toEqual(['application_declined']);
    expect((await list(declined)).notifications[0]?.payload.teamId).toBe(teamId(1));
    // A second decision on the same application is refused, and tells no one again.
    expect((await steps.accept(league, chosenApplication)).statusCode).toBe(409);
    expect(await kindsOf(chosen)).toEqual(['application_accepted']);
  });

  it('tells a GM assigned, the GM replaced and the GM removed, once each', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    const seat = `/api/league/${league.id}/team/${teamId(2)}/gm`;
    expect((await inject(commissioner, 'PUT', seat, { username: first.username })).statusCode).toBe(200);
    // The same GM again is no new event.
    expect((await inject(commissioner, 'PUT', seat, { username: first.username })).statusCode).toBe(200);
    expect(await kindsOf(first)).toEqual(['gm_assigned']);
    expect((await inject(commissioner, 'PUT', seat, { username: second.username })).statusCode).toBe(200);
    expect(await kindsOf(first)).toEqual(['gm_removed', 'gm_assigned']);
    expect((await inject(commissioner, 'DELETE', seat)).statusCode).toBe(200);
    expect(await kindsOf(second)).toEqual(['gm_removed', 'gm_assigned']);
    expect((await list(second)).notifications[0]?.payload).toMatchObject({ teamId: teamId(2) });
    // Removing a seat nobody holds tells nobody.
    expect((await inject(commissioner, 'DELETE', seat)).statusCode).toBe(200);
    expect(await kindsOf(second)).toEqual(['gm_removed', 'gm_assigned']);
  });

  it("stores nothing of a kind the user turned off, and keeps the other kinds' settings", async () => {
    const quiet = await signUp(t);
    const defaults = await inject(quiet, 'GET', '/api/notifications/preferences');
    // Each kind never chosen has its default (docs/decisions/081): news the league feed carries is off.
    expect(defaults.json()).toMatchObject({ gm_assigned: 'app', game_final: 'app', phase_changed: 'off' });
    const saved = await inject(quiet, 'PUT', '/api/notifications/preferences', { gm_assigned: 'off' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gm_assigned: 'off', gm_removed: 'app' });
    const more = await inject(quiet, 'PUT', '/api/notifications/preferences', { game_final: 'app_email' });
    expect(more.json()).toMatchObject({ gm_assigned: 'off', game_final: 'app_email' });

    const seat = `/api/league/${league.id}/team/${teamId(3)}/gm`;
    expect((await inject(commissioner, 'PUT', seat, { username: quiet.username })).statusCode).toBe(200);
    expect(await kindsOf(quiet)).toEqual([]);
    expect((await inject(commissioner, 'DELETE', seat)).statusCode).toBe(200);
    expect(await kindsOf(quiet)).toEqual(['gm_removed']);

    for (const bad of [{ gm_assigned: 'loud' }, { trade_offer: 'off' }, {}]) {
      const refused = await inject(quiet, 'PUT', '/api/notifications/preferences', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await inject(null, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
  });

  it("pages newest first by cursor, counts unread, and never shows or marks another user's", async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const at = t.ctx.now().toISOString();
    for (let i = 1; i <= 25; i += 1) {
      const payload = { leagueId: league.id, leagueName: 'Front Office', teamId: i, teamName: `Team ${i}` };
      await notify(t.ctx.database.db, { userId: owner.id, at, kind: 'gm_assigned', payload });
    }
    const first = await list(owner);
    expect(first.notifications).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.notifications.map((n) => n.payload.teamId)).toEqual(
      Array.from({ length: 20 }, (_, i) => 25 - i),
    );
    expect(first.nextCursor).not.toBeNull();
    const second = await list(owner, first.nextCursor ?? '');
    expect(second.notifications.map((n) => n.payload.teamId)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();
    expect((await inject(owner, 'GET', '/api/notifications?cursor=abc')).statusCode).toBe(400);

    const newest = first.notifications[0];
    if (!newest) throw new Error('no notification listed');
    expect((await list(other)).notifications).toEqual([]);
    const stolen = await inject(other, 'PUT', `/api/notifications/${newest.id}/read`);
    expect(stolen.statusCode).toBe(404);
    expect((await inject(other, 'PUT', '/api/notifications/read-all')).json()).toEqual({ marked: 0 });
    expect((await list(owner)).unread).toBe(25);

    const read = await inject(owner, 'PUT', `/api/notifications/${newest.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await list(owner)).unread).toBe(24);
    expect((await inject(owner, 'PUT', '/api/notifications/999999/read')).statusCode).toBe(404);
    expect((await inject(owner, 'PUT', '/api/notifications/read-all')).json()).toEqual({ marked: 24 });
    const after = await list(owner);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await inject(null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

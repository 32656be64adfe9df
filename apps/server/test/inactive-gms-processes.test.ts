import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInactivityPass } from '../src/modules/inactivity/inactivity-pass';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 86_400_000;

describe.each(DIALECTS)('inactive GMs with two server processes on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let gms: TestUser[];

  // Side by side on PostgreSQL; on SQLite (one writer, and both apps share this test's one thread) one
  // after the other, each finding what the other already did.
  const both = async () =>
    dialect === 'postgres'
      ? Promise.all([runInactivityPass(first.ctx), runInactivityPass(second.ctx)])
      : [await runInactivityPass(first.ctx), await runInactivityPass(second.ctx)];
  const advance = (ms: number) => [first, second].forEach((app) => app.advance(ms));
  const kindsOf = (user: TestUser) =>
    first.ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute()
      .then((rows) => rows.map((row) => row.kind));

  beforeAll(async () => {
    first = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, first);
    const commissioner = await signUp(first);
    gms = [await signUp(first), await signUp(first), await signUp(first)];
    await leagueWithGms(first, commissioner, 'Two Processes', gms);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('nudges each GM once and starts each autopilot once when both processes pass at the same time', async () => {
    await both();
    advance(3 * DAY + 60_000);
    const nudges = await both();
    expect(nudges.reduce((sum, pass) => sum + pass.nudged, 0)).toBe(gms.length);
    advance(4 * DAY);
    const autopilots = await both();
    expect(autopilots.reduce((sum, pass) => sum + pass.autopilotStarted, 0)).toBe(gms.length);
    for (const gm of gms) {
      const kinds = await kindsOf(gm);
      expect(kinds.filter((k) => k === 'inactivity_nudge')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'autopilot_started')).toHaveLength(1);
    }
  });
});

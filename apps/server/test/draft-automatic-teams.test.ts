import type { LiveEvent } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { runDraftClocks } from '../src/modules/draft/clock-pass';
import {
  availableProspects,
  type DraftLeague,
  draftLeague,
  expireClock,
  gmOnClock,
  noticesOf,
} from './support/draft';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19: teams without a GM pick as soon as they are on the clock, in the same transaction as the pick
// before; every change reaches the league's members live.

describe.each(DIALECTS)('automatic teams in the draft on %s', (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;

  beforeAll(async () => {
    // The league's webhook (on 127.0.0.1, queued to but never sent here) is one the operator allows.
    t = await createTestApp(dialect, { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' });
    // GMs on the first two teams; the other two have none.
    setup = await draftLeague(t, { gmCount: 2 });
  });
  afterAll(async () => t.close());

  it('makes the picks of teams without a GM at once, until a GM is on the clock, and tells every member', async () => {
    const events = new Map<number, LiveEvent[]>();
    const members = [setup.commissioner, ...setup.gms];
    const unsubscribe = members.map((user) =>
      t.ctx.events.subscribe(user.id, {
        onEvent: (event) => events.set(user.id, [...(events.get(user.id) ?? []), event]),
        onSessionEnded: () => undefined,
        onGap: () => undefined,
      }),
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: `/api/league/${setup.league.id}/webhooks`,
      headers: { cookie: setup.commissioner.cookie },
      payload: { url: 'http://127.0.0.1:9/draft', format: 'discord', kinds: ['draft'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    try {
      const started = await setup.api.acted(setup.commissioner, 'start');
      const humanTeams = new Set(setup.league.teams.slice(0, 2).map((team) => team.id));
      const onClock = started.onClock?.overall ?? 0;
      expect(humanTeams.has(started.onClock?.team.id ?? 0)).toBe(true);
      for (const slot of started.order.filter((s) => s.overall < onClock)) {
        expect(humanTeams.has(slot.ownerTeam.id)).toBe(false);
        expect(slot.source).toBe('best_available');
        expect(slot.player).not.toBeNull();
      }
      // After a GM's pick, the teams without one that follow pick at once too.
      const { gm } = gmOnClock(setup, started);
      const { prospects } = await setup.api.prospects(gm);
      const best = prospects.filter((p) => p.drafted === null).sort((a, b) => a.rank - b.rank)[0];
      const after = await setup.api.picked(gm, best?.id ?? 0);
      expect(humanTeams.has(after.onClock?.team.id ?? 0)).toBe(true);
      const made = after.order.filter((s) => s.player !== null);
      expect(made.map((s) => s.overall)).toEqual(made.map((_, i) => i + 1));
      expect(made.length).toBe((after.onClock?.overall ?? 0) - 1);
      // Each pick is queued for the league's draft webhook, with the news of the lottery held at the start.
      const queued = await t.ctx.database.db
        .selectFrom('webhook_deliveries')
        .select('body')
        .where('webhook_id', '=', hook.json<{ id: number }>().id)
        .where('kind', '=', 'draft')
        .execute();
      const newsKinds = queued.map(
        (row) => (JSON.parse(row.body) as { data: { newsKind: string } }).data.newsKind,
      );
      expect(newsKinds.filter((kind) => kind === 'draft_pick')).toHaveLength(made.length);
      expect(newsKinds.filter((kind) => kind === 'draft_lottery')).toHaveLength(1);
      // Across processes (PostgreSQL) the event arrives a moment after the response.
      const picked = (id: number) =>
        (events.get(id) ?? []).some((e) => e.type === 'draft' && e.change === 'pick');
      for (let wait = 0; wait < 50 && !members.every((user) => picked(user.id)); wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      for (const user of members)
        expect(events.get(user.id)).toContainEqual({
          type: 'draft',
          leagueId: setup.league.id,
          seasonId: after.seasonId,
          change: 'pick',
          overall: expect.any(Number),
        });
    } finally {
      for (const stop of unsubscribe) stop();
    }
  });
  it('drafts a team automatically after two expired clocks, for the rest of the draft, its queue first', async () => {
    const { api, commissioner, gms } = setup;
    // Each GM queues four of the weakest prospects left, whom nobody drafting the best available would take.
    const weakest = (await availableProspects(setup)).reverse();
    const queues = gms.map((_, i) => weakest.slice(i * 4, i * 4 + 4).map((p) => p.id));
    for (const [i, gm] of gms.entries())
      expect((await api.saveQueue(gm, queues[i] ?? [])).statusCode).toBe(200);
    let draft = await api.get(commissioner);
    for (let pass = 0; pass < 30 && draft.status === 'running'; pass += 1) {
      await expireClock(t, setup.league.id);
      expect((await runDraftClocks(t.ctx)).expired).toBe(1);
      draft = await api.get(commissioner);
    }
    // Each GM's team ran out of time twice, then picked by itself until the draft was done.
    expect(draft.status).toBe('complete');
    const humanTeams = setup.league.teams.slice(0, 2).map((team) => team.id);
    expect(draft.expiries).toEqual(Object.fromEntries(humanTeams.map((id) => [String(id), 2])));
    expect([...draft.autoTeamIds].sort()).toEqual([...humanTeams].sort());
    // Its picks, the two its clock ran out on and those made in runs of automatic picks, took its queue in order.
    for (const [i, team] of humanTeams.entries()) {
      const picks = draft.order
        .filter((s) => s.ownerTeam.id === team && s.source !== 'gm')
        .sort((a, b) => a.overall - b.overall);
      const taken = picks.slice(0, queues[i]?.length).map((s) => [s.player?.id, s.source]);
      expect(taken).toEqual((queues[i] ?? []).map((id) => [id, 'queue']));
    }
    for (const gm of gms) {
      const notices = await noticesOf(t, gm, 'draft_auto_pick');
      expect(notices.filter((n) => n.why === 'clock_expired')).toHaveLength(2);
      expect(notices.filter((n) => n.why === 'auto_drafted').length).toBeGreaterThan(0);
    }
  });
});

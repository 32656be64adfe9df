import type { AuditPage, DraftResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { availableProspects, type DraftLeague, draftLeague, gmOf } from './support/draft';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31 (decision 082): the commissioner takes back a chosen pick and every pick after it.
describe.each(DIALECTS)("the commissioner's undo of any pick on %s", (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;
  let draft: DraftResponse;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const undo = (overall?: number, user = setup.commissioner) =>
    inject(user, 'POST', `${setup.api.base}/undo`, overall === undefined ? undefined : { overall });
  const playerRow = (id: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .select(['team_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The commissioner makes the pick on the clock with the best prospect left. */
  const pickBest = async () => {
    const [best] = await availableProspects(setup);
    if (!best) throw new Error('The class is empty.');
    draft = await setup.api.picked(setup.commissioner, best.id);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    setup = await draftLeague(t);
    await setup.api.acted(setup.commissioner, 'lottery');
    draft = await setup.api.acted(setup.commissioner, 'start');
    for (let i = 0; i < 5; i += 1) await pickBest();
    expect(draft.onClock?.overall).toBe(6);
  });
  afterAll(() => t.close());

  it('takes back pick 3 and the picks after it: back in the class in order, pick 3 on the clock, paused', async () => {
    const before = draft.order.slice(0, 5).map((slot) => slot.player?.id ?? 0);
    expect((await undo(3, gmOf(setup, 0))).statusCode).toBe(403);
    const response = await undo(3);
    expect(response.statusCode, response.body).toBe(200);
    const undone = response.json<DraftResponse>();
    expect(undone.status).toBe('paused');
    expect(undone.onClock?.overall).toBe(3);
    expect(undone.order.slice(0, 5).map((slot) => slot.player?.id ?? null)).toEqual([
      before[0],
      before[1],
      null,
      null,
      null,
    ]);
    for (const id of before.slice(2)) expect(await playerRow(id)).toEqual({ team_id: null, status: 'draft' });
    const ownerOf1 = draft.order[0]?.ownerTeam.id;
    expect(await playerRow(before[0] ?? 0)).toEqual({ team_id: ownerOf1, status: 'prospect' });
    const back = new Set((await availableProspects(setup)).map((p) => p.id));
    for (const id of before.slice(2)) expect(back.has(id)).toBe(true);

    // The league's GMs read it in the audit log: the chosen pick and each one after it.
    const audit = await inject(gmOf(setup, 1), 'GET', `/api/league/${setup.league.id}/audit?limit=1`);
    expect(audit.statusCode, audit.body).toBe(200);
    const [entry] = audit.json<AuditPage>().entries;
    expect(entry?.action).toBe('draft_picks_undone');
    expect(entry?.details).toMatchObject({
      fromOverall: 3,
      picks: before.slice(2).map((playerId, i) => ({ overall: 3 + i, playerId })),
    });
    draft = await setup.api.acted(setup.commissioner, 'resume');
    expect(draft.onClock?.overall).toBe(3);
  });

  it('refuses a pick not made, a malformed one, and a pick whose player has since signed (409)', async () => {
    await pickBest();
    await pickBest();
    const notMade = await undo(9);
    expect(notMade.statusCode).toBe(409);
    expect(notMade.json().message).toBe('Pick 9 has not been made: there is nothing to undo.');
    const malformed = await undo(-1);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/overall/);

    const second = draft.order[1];
    if (!second?.player) throw new Error('pick 2 was not made');
    const signed = await inject(
      setup.commissioner,
      'POST',
      `/api/league/${setup.league.id}/players/${second.player.id}/sign-entry-level`,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const refused = await undo(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${second.player.name} (pick 2) has signed or moved since he was drafted: pick 1 and the picks after it can no longer be undone.`,
    );
    // Nothing changed: pick 1 is still made and the draft still runs.
    const now = await setup.api.get(setup.commissioner);
    expect(now.status).toBe('running');
    expect(now.order[0]?.player?.id).toBe(draft.order[0]?.player?.id);
    // The last pick alone can still be taken back (no body: the last pick).
    const last = await undo();
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<DraftResponse>().onClock?.overall).toBe(4);
    await setup.api.acted(setup.commissioner, 'resume');
  });

  it('refuses once the draft is over', async () => {
    const done = await setup.api.acted(setup.commissioner, 'auto');
    expect(done.status).toBe('complete');
    const refused = await undo(4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The draft is over: its picks can no longer be undone.');
  });
});

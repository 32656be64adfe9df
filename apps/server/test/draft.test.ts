import { type DraftResponse, type LotteryResult, lotteryRulesOf, recomputeLottery } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDraftClocks } from '../src/modules/draft/clock-pass';
import { DIALECTS } from './support/databases';
import {
  availableProspects,
  defined,
  type DraftLeague,
  draftLeague,
  expireClock,
  gmOf,
  gmOnClock,
  noticesOf,
} from './support/draft';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the draft room on %s', (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;
  const db = () => t.ctx.database.db;
  const teamAt = (i: number) => setup.league.teams[i]?.id ?? 0;
  /** Every pick of the draft's year: each team's rounds. */
  const slotCount = async () => {
    const { year } = await setup.api.get(setup.commissioner);
    const rows = await db()
      .selectFrom('draft_picks')
      .select('id')
      .where('league_id', '=', setup.league.id)
      .where('year', '=', year)
      .execute();
    return Math.min(rows.length, setup.league.teams.length * 7);
  };
  const playerRow = (id: number) =>
    db()
      .selectFrom('players')
      .select(['team_id', 'status', 'potential'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    setup = await draftLeague(t);
  });
  afterAll(async () => t.close());

  it('shows the class ranked by the scouts and never its true potential', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${setup.api.base}/prospects`,
      headers: { cookie: setup.gms[0]?.cookie ?? '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { visible, prospects, scoutingProgress } = response.json();
    expect(visible).toBe(true);
    expect(scoutingProgress).toBe(1);
    // 1.3 prospects for each of 4 teams × 7 rounds.
    expect(prospects).toHaveLength(36);
    for (const prospect of prospects) expect(prospect).not.toHaveProperty('potential');
    expect(prospects.map((p: { rank: number }) => p.rank).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    const one = prospects[0];
    expect((await playerRow(one.id)).potential).not.toBeNull();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/league/${setup.league.id}/player/${one.id}`,
      headers: { cookie: setup.gms[1]?.cookie ?? '' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).not.toHaveProperty('potential');
    // A skater's potential rating is the scouts' projection, not the truth.
    const skater = prospects.find((p: { position: string }) => p.position !== 'G');
    const skaterPage = await t.app.inject({
      method: 'GET',
      url: `/api/league/${setup.league.id}/player/${skater.id}`,
      headers: { cookie: setup.gms[1]?.cookie ?? '' },
    });
    expect(skaterPage.json().attributes.senses.potential).toBe(skater.projected.mid);
    expect(page.json().status).toBe('draft');
  });

  it('holds a lottery once, by the commissioner, that anyone can recompute from its published seed', async () => {
    const { api, commissioner } = setup;
    expect((await api.get(commissioner)).status).toBe('lottery');
    expect((await api.act(gmOf(setup, 0), 'lottery')).statusCode).toBe(403);
    const draft = await api.acted(commissioner, 'lottery');
    expect(draft.status).toBe('ready');
    const lottery = draft.lottery as LotteryResult;
    expect(lottery.entrants).toHaveLength(2);
    expect(lottery.draws).toHaveLength(2);
    const rules = lotteryRulesOf(draft.settings);
    expect(recomputeLottery(lottery, rules).matches).toBe(true);
    const tampered = { ...lottery, order: [...lottery.order].reverse() };
    expect(recomputeLottery(tampered, rules).matches).toBe(false);
    const again = await api.act(commissioner, 'lottery');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
    const news = await db()
      .selectFrom('league_news')
      .select('kind')
      .where('league_id', '=', setup.league.id)
      .where('kind', '=', 'draft_lottery')
      .execute();
    expect(news).toHaveLength(1);
  });

  let started: DraftResponse;
  it('starts with the order set by the lottery and pick 1 on the clock, its GM told', async () => {
    const { api, commissioner } = setup;
    expect((await api.act(gmOf(setup, 0), 'start')).statusCode).toBe(403);
    started = await api.acted(commissioner, 'start');
    expect(started.status).toBe('running');
    expect(started.order).toHaveLength(await slotCount());
    expect(started.order.slice(0, 2).map((s) => s.ownerTeam.id)).toEqual(started.lottery?.order);
    // Every round in the same order.
    expect(started.order.slice(4, 8).map((s) => s.ownerTeam.id)).toEqual(
      started.order.slice(0, 4).map((s) => s.ownerTeam.id),
    );
    expect(started.onClock?.overall).toBe(1);
    expect(started.onClock?.secondsLeft).toBeGreaterThan(100);
    const { gm } = gmOnClock(setup, started);
    expect(await noticesOf(t, gm, 'draft_on_clock')).toMatchObject([{ overall: 1, round: 1 }]);
  });

  it('lets only the team on the clock pick, and gives it the player with his rights', async () => {
    const { api } = setup;
    const { gm, other } = gmOnClock(setup, started);
    const [best] = defined(await availableProspects(setup), 1);
    const refused = await api.pick(other, best.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(started.onClock?.team.name);
    const after = await api.picked(gm, best.id);
    expect(after.order[0]?.player?.id).toBe(best.id);
    expect(after.order[0]?.source).toBe('gm');
    expect(after.onClock?.overall).toBe(2);
    expect(await playerRow(best.id)).toMatchObject({
      team_id: started.onClock?.team.id,
      status: 'prospect',
    });
    started = after;
  });

  it('refuses a prospect already drafted and a player not in the class', async () => {
    const { api } = setup;
    const { gm } = gmOnClock(setup, started);
    const taken = started.order[0]?.player?.id ?? 0;
    const again = await api.pick(gm, taken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been drafted/);
    const rostered = await db()
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', setup.league.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect((await api.pick(gm, rostered.id)).statusCode).toBe(409);
    expect((await api.get(gm)).onClock?.overall).toBe(2);
  });

  it('makes exactly one of two picks made at once', async () => {
    const { api, commissioner } = setup;
    const { gm } = gmOnClock(setup, started);
    const [a, b] = defined(await availableProspects(setup), 2);
    const overall = started.onClock?.overall;
    const responses = await Promise.all([api.pick(gm, a.id, overall), api.pick(commissioner, b.id, overall)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await Promise.all([playerRow(a.id), playerRow(b.id)]);
    expect(rows.filter((r) => r.status === 'prospect')).toHaveLength(1);
    started = await api.get(gm);
    expect(started.onClock?.overall).toBe((overall ?? 0) + 1);
  });

  it('lets the owner of a traded pick make it, not the team it came from', async () => {
    const { api, league } = setup;
    const slot = started.order.find((s) => s.overall === started.onClock?.overall);
    const from = setup.league.teams.findIndex((team) => team.id === slot?.originalTeam.id);
    const to = (from + 2) % league.teams.length;
    await db()
      .updateTable('draft_picks')
      .set({ owner_team_id: teamAt(to) })
      .where('id', '=', slot?.pickId ?? 0)
      .execute();
    const [best] = defined(await availableProspects(setup), 1);
    expect((await api.pick(gmOf(setup, from), best.id)).statusCode).toBe(403);
    const after = await api.picked(gmOf(setup, to), best.id);
    const made = after.order.find((s) => s.overall === slot?.overall);
    expect(made?.ownerTeam.id).toBe(teamAt(to));
    expect((await playerRow(best.id)).team_id).toBe(teamAt(to));
    started = after;
  });

  it('pauses the clock and resumes it with the seconds it had left', async () => {
    const { api, commissioner } = setup;
    const { gm } = gmOnClock(setup, started);
    expect((await api.act(gm, 'pause')).statusCode).toBe(403);
    const paused = await api.acted(commissioner, 'pause');
    expect(paused.status).toBe('paused');
    const left = paused.onClock?.secondsLeft ?? 0;
    expect(left).toBeGreaterThan(60);
    t.advance(60_000);
    expect((await api.get(gm)).onClock?.secondsLeft).toBe(left);
    const [best] = defined(await availableProspects(setup), 1);
    const refused = await api.pick(gm, best.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/paused/);
    expect((await api.act(commissioner, 'pause')).statusCode).toBe(409);
    const resumed = await api.acted(commissioner, 'resume');
    expect(resumed.status).toBe('running');
    expect(resumed.onClock?.secondsLeft).toBeGreaterThanOrEqual(left - 1);
    expect(resumed.onClock?.secondsLeft).toBeLessThanOrEqual(left);
    started = resumed;
  });

  it('undoes the last pick: the player back in the class, his pick on the clock again, paused', async () => {
    const { api, commissioner } = setup;
    const last = [...started.order].reverse().find((s) => s.player !== null);
    expect((await api.act(gmOf(setup, 0), 'undo')).statusCode).toBe(403);
    const undone = await api.acted(commissioner, 'undo');
    expect(undone.status).toBe('paused');
    expect(undone.onClock?.overall).toBe(last?.overall);
    expect(undone.onClock?.secondsLeft).toBeGreaterThan(100);
    expect(undone.order.find((s) => s.overall === last?.overall)?.player).toBeNull();
    expect(await playerRow(last?.player?.id ?? 0)).toMatchObject({ team_id: null, status: 'draft' });
    const back = defined(
      (await availableProspects(setup)).filter((p) => p.id === last?.player?.id),
      1,
    )[0];
    expect(back?.drafted).toBeNull();
    const { gm } = gmOnClock(setup, undone);
    expect((await api.pick(gm, back.id)).statusCode).toBe(409);
    started = await api.acted(commissioner, 'resume');
    expect(started.status).toBe('running');
    expect(started.onClock?.overall).toBe(last?.overall);
  });

  it("makes an expired clock's pick once, from the team's queue first", async () => {
    const { api } = setup;
    const { gm } = gmOnClock(setup, started);
    const drafted = started.order[0]?.player?.id ?? 0;
    const [, second, third] = defined(await availableProspects(setup), 3);
    const stranger = await db()
      .selectFrom('players')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${api.base}/queue`,
          headers: { cookie: setup.commissioner.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await api.saveQueue(gm, [third.id, stranger.id]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(String(stranger.id));
    expect((await api.saveQueue(gm, [drafted, third.id, second.id])).statusCode).toBe(200);
    expect((await api.queue(gm)).playerIds).toEqual([third.id, second.id]);
    await expireClock(t, setup.league.id);
    const passes = [await runDraftClocks(t.ctx), await runDraftClocks(t.ctx)];
    expect(passes.map((p) => p.expired)).toEqual([1, 0]);
    const after = await api.get(gm);
    const made = after.order.find((s) => s.overall === started.onClock?.overall);
    expect(made).toMatchObject({ player: { id: third.id }, source: 'queue' });
    expect(after.expiries).toEqual({ [String(started.onClock?.team.id)]: 1 });
    expect(await noticesOf(t, gm, 'draft_auto_pick')).toMatchObject([
      { playerId: third.id, why: 'clock_expired' },
    ]);
    started = after;
  });

  it('makes every remaining pick automatically when the commissioner asks', async () => {
    const done = await setup.api.acted(setup.commissioner, 'auto');
    expect(done.status).toBe('complete');
    expect(done.onClock).toBeNull();
    const players = done.order.map((s) => s.player?.id);
    expect(players.every((id) => id !== undefined)).toBe(true);
    expect(new Set(players).size).toBe(await slotCount());
    const picks = await db()
      .selectFrom('draft_picks')
      .select(['owner_team_id', 'player_id'])
      .where('league_id', '=', setup.league.id)
      .where('player_id', 'is not', null)
      .execute();
    for (const pick of picks) expect((await playerRow(pick.player_id ?? 0)).team_id).toBe(pick.owner_team_id);
    expect((await setup.api.act(setup.commissioner, 'pause')).statusCode).toBe(409);
  });
});

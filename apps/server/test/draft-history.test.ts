import {
  type CapSheetResponse,
  type DraftResponse,
  type DraftSeasonsResponse,
  type PlayerDetail,
  publishedLotteryRules,
  recomputeLottery,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { type DraftLeague, draftLeague } from './support/draft';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31 (decision 082): last season's draft and lottery stay readable after the rollover, by seasonId.
describe.each(DIALECTS)('drafts of past seasons on %s', (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;
  let past: DraftResponse;
  let pastSeasonId: number;
  let nextSeasonId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    setup = await draftLeague(t);
    const { commissioner, api } = setup;
    await api.acted(commissioner, 'lottery');
    past = await api.acted(commissioner, 'auto');
    expect(past.status).toBe('complete');
    pastSeasonId = past.seasonId;
    const rolled = await inject(commissioner, 'POST', `/api/league/${setup.league.id}/season/next`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    nextSeasonId = rolled.json().season.id;
  });
  afterAll(() => t.close());

  it("answers last season's picks, order, lottery seed and rules by seasonId", async () => {
    const gm = setup.gms[1] ?? setup.commissioner;
    const current = await setup.api.get(gm);
    expect(current.seasonId).toBe(nextSeasonId);
    expect(current.year).toBe(past.year + 1);
    expect(current.lottery).toBeNull();

    const read = await inject(gm, 'GET', `${setup.api.base}?seasonId=${pastSeasonId}`);
    expect(read.statusCode, read.body).toBe(200);
    const draft = read.json<DraftResponse>();
    expect(draft).toMatchObject({ seasonId: pastSeasonId, year: past.year, status: 'complete' });
    expect(draft.order.map((slot) => [slot.overall, slot.ownerTeam.id, slot.player?.id])).toEqual(
      past.order.map((slot) => [slot.overall, slot.ownerTeam.id, slot.player?.id]),
    );
    expect(draft.order.every((slot) => slot.player !== null)).toBe(true);
    const lottery = draft.lottery;
    if (!lottery) throw new Error('the past lottery was not answered');
    expect(lottery.seed).toBe(past.lottery?.seed);
    expect(lottery.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(lottery.rules).toEqual({
      draws: past.settings.lotteryDraws,
      maxJump: past.settings.lotteryMaxJump,
      maxWins: past.settings.lotteryMaxWins,
    });
    // The league changes its lottery afterwards: the past one still verifies under the rules it was held by.
    const settings = { ...draft.settings, lotteryDraws: 1, lotteryMaxJump: 1 };
    expect(recomputeLottery(lottery, publishedLotteryRules(lottery, settings)).matches).toBe(true);
    // No one on the clock, and no pick can be made in a finished draft.
    expect(draft.onClock).toBeNull();
    expect(draft.viewer.canPick).toBe(false);
  });

  it('lists the seasons with a draft, newest first', async () => {
    const read = await inject(setup.gms[0] ?? setup.commissioner, 'GET', `${setup.api.base}/seasons`);
    expect(read.statusCode, read.body).toBe(200);
    const seasons = read.json<DraftSeasonsResponse>();
    expect(seasons.map((s) => [s.seasonId, s.year, s.active, s.status, s.lotteryHeld])).toEqual([
      [nextSeasonId, past.year + 1, true, 'upcoming', false],
      [pastSeasonId, past.year, false, 'complete', true],
    ]);
  });

  it("refuses another league's season (404) and a malformed one (400), with a message", async () => {
    const other = await draftLeague(t, { stage: 'scheduled', gmCount: 1 });
    const otherSeason = (await other.api.get(other.commissioner)).seasonId;
    const foreign = await inject(setup.commissioner, 'GET', `${setup.api.base}?seasonId=${otherSeason}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('That season is not in this league.');
    const malformed = await inject(setup.commissioner, 'GET', `${setup.api.base}?seasonId=last`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/seasonId/);
  });

  it('puts where he was drafted on the player page, and "drafted by" on the cap sheet once he signs', async () => {
    // Pick 6: the second pick of the second round (four teams a round).
    const slot = past.order.find((s) => s.overall === 6);
    if (!slot?.player) throw new Error('pick 6 was not made');
    const owner = slot.ownerTeam;
    const gm = setup.gms[setup.league.teams.findIndex((team) => team.id === owner.id)] ?? setup.commissioner;
    const expected = {
      seasonId: pastSeasonId,
      year: past.year,
      round: 2,
      pickInRound: 2,
      overall: 6,
      team: owner,
    };
    const page = await inject(gm, 'GET', `/api/league/${setup.league.id}/player/${slot.player.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<PlayerDetail>().draft).toEqual(expected);

    const signed = await inject(
      gm,
      'POST',
      `/api/league/${setup.league.id}/players/${slot.player.id}/sign-entry-level`,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const sheet = await inject(gm, 'GET', `/api/league/${setup.league.id}/team/${owner.id}/cap`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const rows = sheet.json<CapSheetResponse>().players;
    expect(rows.find((p) => p.id === slot.player?.id)?.drafted).toEqual(expected);
    // A founding player was never drafted in the league.
    expect(rows.filter((p) => p.id !== slot.player?.id).every((p) => p.drafted === null)).toBe(true);

    const founder = rows.find((p) => p.id !== slot.player?.id);
    const founderPage = await inject(gm, 'GET', `/api/league/${setup.league.id}/player/${founder?.id}`);
    expect(founderPage.json<PlayerDetail>().draft).toBeNull();
  });
});

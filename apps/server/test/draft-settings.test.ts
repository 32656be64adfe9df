import { DEFAULT_DRAFT_SETTINGS, DRAFT_PICK_YEARS, type DraftSettingsResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { pickCounts } from './support/draft-life';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { proposal, tradesApi } from './support/trades';

// Issue 19 (docs/decisions/049): the commissioner sets the league's draft rules; the number of rounds
// decides how many picks each team owns in every draft year not yet drafted.

describe.each(DIALECTS)('draft settings on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let other: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const url = () => `/api/league/${league.id}/draft-settings`;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  /** Expects every team to own (as original team) `rounds` picks in each of the league's pick years. */
  async function expectRounds(rounds: number) {
    const { years, perTeamYear } = await pickCounts(t, league.id);
    expect(years).toHaveLength(DRAFT_PICK_YEARS);
    for (const team of league.teams)
      for (const year of years)
        expect(perTeamYear.get(`${team.id}:${year}`), `${team.id} ${year}`).toBe(rounds);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, other] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Draft Rules League', [gm, other]);
  });
  afterAll(() => t.close());

  it("gives a new league the NHL's rules and seven rounds of picks for five drafts", async () => {
    const response = await inject(gm, 'GET', url());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DraftSettingsResponse>()).toEqual({
      settings: DEFAULT_DRAFT_SETTINGS,
      isDefault: true,
      canEdit: false,
    });
    expect((await inject(commissioner, 'GET', url())).json().canEdit).toBe(true);
    expect((await inject(null, 'GET', url())).statusCode).toBe(401);
    await expectRounds(7);
  });

  it('lets only the commissioner change them, and names each field that is wrong', async () => {
    const forbidden = await inject(gm, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 3 });
    expect(forbidden.statusCode).toBe(403);
    expect((await inject(gm, 'DELETE', url())).statusCode).toBe(403);
    const refusals: [object, string][] = [
      [{ rounds: 11 }, 'Rounds must be at most 10.'],
      [{ rounds: 2.5 }, 'Rounds must be a whole number.'],
      [{ clockMode: 'fast' }, 'Pick clock must be one of: live, async, none.'],
      [{ asyncPauseStart: '11pm' }, 'Overnight pause starts: Use a time like 23:00.'],
      [
        { lotteryDraws: 9, signingWindowDrafts: 0 },
        'Lottery draws must be at most 4. Drafts to sign a drafted player must be at least 1.',
      ],
      [
        { compensatoryPicks: true },
        'Draft settings has settings this league does not know: compensatoryPicks.',
      ],
    ];
    for (const [change, message] of refusals) {
      const refused = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'Bad Request', message });
    }
    const { rounds: _rounds, ...partial } = DEFAULT_DRAFT_SETTINGS;
    const incomplete = await inject(commissioner, 'PUT', url(), partial);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^Rounds /);
    expect((await inject(gm, 'GET', url())).json().isDefault).toBe(true);
    await expectRounds(7);
  });

  it('adds the missing rounds to every year not yet drafted, and takes extra rounds away', async () => {
    const more = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 9 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<DraftSettingsResponse>()).toMatchObject({ isDefault: false, settings: { rounds: 9 } });
    await expectRounds(9);
    const { rows } = await pickCounts(t, league.id);
    expect(rows.every((r) => r.owner_team_id === r.original_team_id)).toBe(true);

    const fewer = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 5 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    await expectRounds(5);
    expect((await inject(gm, 'GET', url())).json().settings.rounds).toBe(5);
  });

  it('refuses to take away a traded pick or one in an open trade, naming it, and changes nothing', async () => {
    const { db } = t.ctx.database;
    const lastYear = (await pickCounts(t, league.id)).years.at(-1) ?? 0;
    const traded = await db
      .selectFrom('draft_picks')
      .select('id')
      .where('original_team_id', '=', teamId(0))
      .where('year', '=', lastYear)
      .where('round', '=', 5)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('draft_picks')
      .set({ owner_team_id: teamId(1) })
      .where('id', '=', traded.id)
      .execute();
    const refused = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${league.teams[0]?.name}'s ${lastYear} 5th-round pick`);
    expect(refused.json().message).toContain(`now belongs to ${league.teams[1]?.name}`);
    expect((await inject(gm, 'GET', url())).json().settings.rounds).toBe(5);
    await expectRounds(5);
    await db
      .updateTable('draft_picks')
      .set({ owner_team_id: teamId(0) })
      .where('id', '=', traded.id)
      .execute();

    // The same pick offered in a trade still open.
    const other4 = await db
      .selectFrom('draft_picks')
      .select('id')
      .where('original_team_id', '=', teamId(1))
      .where('year', '=', lastYear)
      .where('round', '=', 4)
      .executeTakeFirstOrThrow();
    await tradesApi(t, league.id).proposed(
      gm,
      proposal([teamId(0), { pickIds: [traded.id] }], [teamId(1), { pickIds: [other4.id] }]),
    );
    const offered = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 4 });
    expect(offered.statusCode).toBe(409);
    expect(offered.json().message).toMatch(/5th-round pick is part of an open trade/);
    await expectRounds(5);
  });

  it('resets to the defaults, seven rounds again', async () => {
    const reset = await inject(commissioner, 'DELETE', url());
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<DraftSettingsResponse>()).toEqual({
      settings: DEFAULT_DRAFT_SETTINGS,
      isDefault: true,
      canEdit: true,
    });
    await expectRounds(7);
  });

  it('keeps the rounds within a class already made, so its draft cannot run out of players', async () => {
    const read = await inject(gm, 'GET', `/api/league/${league.id}/draft`);
    expect(read.statusCode, read.body).toBe(200);
    const year: number = read.json().year;
    const { n } = await t.ctx.database.db
      .selectFrom('draft_prospects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', league.id)
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    const most = Math.floor(Number(n) / 4);
    const refused = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: most + 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The ${year} draft class holds ${n} prospects, too few for ${most + 1} rounds of 4 picks: choose at most ${most} rounds until that draft is held.`,
    );
    await expectRounds(7);
    const fits = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: most });
    expect(fits.statusCode, fits.body).toBe(200);
    await expectRounds(most);
    expect((await inject(commissioner, 'DELETE', url())).statusCode).toBe(200);
    await expectRounds(7);
  });

  it('refuses every change once the league is closed', async () => {
    const { db } = t.ctx.database;
    await db
      .updateTable('leagues')
      .set({ closed_at: t.ctx.now().toISOString() })
      .where('id', '=', league.id)
      .execute();
    const refused = await inject(commissioner, 'PUT', url(), { ...DEFAULT_DRAFT_SETTINGS, rounds: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/This league is closed/);
    expect((await inject(commissioner, 'DELETE', url())).statusCode).toBe(409);
    expect((await inject(gm, 'GET', url())).json().settings.rounds).toBe(7);
    await expectRounds(7);
    await db.updateTable('leagues').set({ closed_at: null }).where('id', '=', league.id).execute();
  });
});

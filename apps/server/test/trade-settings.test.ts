import {
  DEFAULT_TRADE_SETTINGS,
  deadlineDay,
  formatLeagueDay,
  type TradeSettingsResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 18 (docs/decisions/047): the commissioner sets the league's trade rules; every member reads them
// with this season's deadline.

describe.each(DIALECTS)('trade settings on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const url = () => `/api/league/${league.id}/trade-settings`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Trade Rules League', [gm]);
  });
  afterAll(() => t.close());

  it('shows a member the defaults, with no deadline before there is a schedule', async () => {
    const response = await inject(gm, 'GET', url());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TradeSettingsResponse>()).toEqual({
      settings: DEFAULT_TRADE_SETTINGS,
      canEdit: false,
      deadlineThisSeason: null,
      closedReason: null,
    });
    expect((await inject(commissioner, 'GET', url())).json().canEdit).toBe(true);
    expect((await inject(null, 'GET', url())).statusCode).toBe(401);
    expect((await inject(gm, 'GET', '/api/league/999999/trade-settings')).statusCode).toBe(404);
  });

  it('lets only the commissioner change them, and names the field that is wrong', async () => {
    const forbidden = await inject(gm, 'PUT', url(), { ...DEFAULT_TRADE_SETTINGS, review: 'veto' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/commissioner/);
    expect((await inject(gm, 'DELETE', url())).statusCode).toBe(403);

    const refusals: [object, string][] = [
      [{ reviewHours: 500 }, 'Review window (hours) must be at most 168.'],
      [{ expiryHours: 1.5 }, 'Hours a proposal stays open must be a whole number.'],
      [{ review: 'vote' }, 'Trade review must be one of: none, commissioner, veto.'],
      [{ deadline: '1 March' }, 'Trade deadline: Use a date like 2026-03-01.'],
      [
        { vetoVotePercent: 0, aiProposals: 'yes' },
        'GM votes needed to veto (%) must be at least 1. AI teams propose trades must be on or off.',
      ],
      [{ maxTradesBetweenTeams: 0 }, 'Trades between two teams a season must be at least 1.'],
      [{ tradeBudget: 3 }, 'Trade settings has settings this league does not know: tradeBudget.'],
    ];
    for (const [change, message] of refusals) {
      const refused = await inject(commissioner, 'PUT', url(), { ...DEFAULT_TRADE_SETTINGS, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const missing = await inject(commissioner, 'PUT', url(), { review: 'none' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Hours a proposal stays open must be a number\./);
    expect((await inject(commissioner, 'PUT', url(), [1, 2])).statusCode).toBe(400);
    expect((await inject(gm, 'GET', url())).json().settings).toEqual(DEFAULT_TRADE_SETTINGS);
  });

  it('stores a new set everyone reads, with its deadline, and resets to the defaults', async () => {
    const rules = {
      ...DEFAULT_TRADE_SETTINGS,
      review: 'commissioner' as const,
      expiryHours: 24,
      deadline: '2027-02-28',
      maxTradesBetweenTeams: 2,
      aiProposals: true,
    };
    const saved = await inject(commissioner, 'PUT', url(), rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TradeSettingsResponse>()).toEqual({
      settings: rules,
      canEdit: true,
      deadlineThisSeason: '2027-02-28',
      closedReason: null,
    });
    expect((await inject(gm, 'GET', url())).json<TradeSettingsResponse>().settings).toEqual(rules);

    const reset = await inject(commissioner, 'DELETE', url());
    expect(reset.statusCode).toBe(200);
    expect(reset.json<TradeSettingsResponse>().settings).toEqual(DEFAULT_TRADE_SETTINGS);
  });

  it('puts the automatic deadline about 75% of the way through the regular season', async () => {
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      playPastGames: true,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(generated.statusCode, generated.body).toBeLessThan(300);
    const days = await t.ctx.database.db
      .selectFrom('games')
      .select('game_date')
      .distinct()
      .where('league_id', '=', league.id)
      .where('game_type', '=', 'regular')
      .orderBy('game_date')
      .execute();
    const gameDays = days.map((d) => d.game_date);
    const read = (await inject(gm, 'GET', url())).json<TradeSettingsResponse>();
    expect(read.deadlineThisSeason).toBe(deadlineDay(gameDays));
    const before = gameDays.filter((day) => day <= (read.deadlineThisSeason ?? ''));
    expect(before.length / gameDays.length).toBeGreaterThanOrEqual(0.75);
    expect((before.length - 1) / gameDays.length).toBeLessThan(0.75);
    // The schedule lies in the past: the league's day is after the deadline, and the rules say so up front.
    expect(read.closedReason).toBe(
      `The trade deadline (${formatLeagueDay(read.deadlineThisSeason ?? '', { withYear: true })}) has passed: trading opens again in the offseason.`,
    );
  });
});

describe('the default deadline day', () => {
  it('is the game day closing the first 75% of game days', () => {
    expect(deadlineDay([])).toBeNull();
    expect(deadlineDay(['2026-10-01'])).toBe('2026-10-01');
    expect(deadlineDay(['a', 'b', 'c', 'd'])).toBe('c');
    expect(deadlineDay(['a', 'b', 'c', 'd', 'e'])).toBe('d');
  });
});

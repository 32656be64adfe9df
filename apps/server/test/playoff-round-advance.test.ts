import { type AdvanceResponse, type PlayoffsResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { DIALECTS } from './support/databases';
import { activeSeasonId, createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31, docs/decisions/080: "Simulate playoff round" plays the round under way and nothing of the next;
// the next round opens once every series of the round is decided, so no game is left behind the clock.

const DAY_MS = 86_400_000;
/** How much later one first-round series is put, as a series that went the distance while others swept. */
const LATE_DAYS = 20;

describe.each(DIALECTS)('a playoff round advance on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  it('plays only the round under way, names it, and leaves no game behind the clock', async () => {
    const league = await createLeague(t, commissioner, {
      name: 'Eight',
      mode: 'Custom',
      importTeams: false,
      teamCount: 8,
    });
    const url = `/api/league/${league.id}`;
    const settings = await inject(commissioner, 'PUT', `${url}/playoffs/settings`, {
      teamCount: 8,
      seriesLengths: [7],
      autoStart: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `${url}/schedule/generate`, {
      gamesPerTeam: 2,
      startDate: addDays(today, 1),
      endDate: addDays(today, 10),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const advance = async (body: object) => {
      const answer = await followAdvance(t, await inject(commissioner, 'POST', `${url}/advance`, body));
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<AdvanceResponse>();
    };
    expect((await advance({ to: 'regularSeasonEnd' })).clock.phase).toBe('playoffs');

    // One first-round series starts three weeks late: the other three end long before it, and two of them
    // are a pair that once opened its second-round series while the late one was still to play.
    const seasonId = await activeSeasonId(t, league.id);
    const { db } = t.ctx.database;
    const late = await db
      .selectFrom('playoff_series')
      .select('id')
      .where('season_id', '=', seasonId)
      .where('round', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lateGames = await db
      .selectFrom('games')
      .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
      .select(['games.id', 'games.game_date', 'games.start_at'])
      .where('playoff_games.series_id', '=', late.id)
      .execute();
    for (const game of lateGames)
      await db
        .updateTable('games')
        .set({
          game_date: addDays(game.game_date, LATE_DAYS),
          start_at: new Date(Date.parse(game.start_at) + LATE_DAYS * DAY_MS).toISOString(),
        })
        .where('id', '=', game.id)
        .execute();

    const bracketBefore = (await inject(commissioner, 'GET', `${url}/playoffs`)).json<PlayoffsResponse>();
    const firstRound = bracketBefore.rounds[0]?.name;
    const round = await advance({ to: 'round' });
    expect(round.playoffs?.roundsCompleted).toEqual([firstRound]);

    const played = await db
      .selectFrom('games')
      .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
      .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
      .select(['games.id', 'playoff_series.round', 'games.game_date'])
      .where('games.season_id', '=', seasonId)
      .where('games.status', '=', 'final')
      .execute();
    // Only first-round games were played, every one this advance counted.
    expect(played.map((g) => g.round).filter((r) => r !== 1)).toEqual([]);
    expect(round.played).toBe(played.length);
    // The clock stands on the round's last game; nothing scheduled is left on or before it.
    expect(round.clock.date).toBe(
      played
        .map((g) => g.game_date)
        .sort()
        .at(-1),
    );
    const behind = await db
      .selectFrom('games')
      .select('id')
      .where('season_id', '=', seasonId)
      .where('status', '=', 'scheduled')
      .where('game_date', '<=', round.clock.date)
      .execute();
    expect(behind).toEqual([]);
    const bracket = (await inject(commissioner, 'GET', `${url}/playoffs`)).json<PlayoffsResponse>();
    expect(bracket.rounds[0]?.series.every((s) => s.winnerTeamId !== null)).toBe(true);

    // The next click plays the second round, and says so.
    const second = await advance({ to: 'round' });
    expect(second.playoffs?.roundsCompleted).toEqual([bracket.rounds[1]?.name]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { ANNOUNCE_EVERY_MS } from '../src/modules/notifications/announcements';
import { DIALECTS } from './support/databases';
import { openEventStream } from './support/event-stream';
import { createLeague, requestsAs } from './support/leagues';
import { recruitmentSteps } from './support/recruitments';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

interface Listed {
  id: number;
  kind: string;
  payload: Record<string, unknown> & { playerId?: number; gameId?: number };
}

describe.each(DIALECTS)('notifications of a season played, and live, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let season: SeasonInPlay;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;

  /** Every notification of the user, oldest first. */
  async function all(user: TestUser): Promise<Listed[]> {
    const listed: Listed[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { notifications: Listed[]; nextCursor: string | null } = (
        await inject(user, 'GET', `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`)
      ).json();
      listed.push(...page.notifications);
      cursor = page.nextCursor;
    }
    return listed.reverse();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    for (const [i, gm] of gms.entries()) {
      const url = `/api/league/${season.league.id}/team/${teamId(i)}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: gm.username })).statusCode).toBe(200);
      // News the league feed carries is off unless chosen (docs/decisions/081): these GMs chose it.
      const chosen = { player_injured: 'app', player_back: 'app', phase_changed: 'app' };
      expect((await inject(gm, 'PUT', '/api/notifications/preferences', chosen)).statusCode).toBe(200);
    }
    const settings = await inject(commissioner, 'PUT', `/api/league/${season.league.id}/playoffs/settings`, {
      teamCount: 4,
      seriesLengths: [5, 7],
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(() => t.close());

  it('tells both GMs of each final once, each injury and return once, and each phase change once', async () => {
    const { db } = t.ctx.database;
    // A player of the first GM's team hurt before the season, back on its tenth day.
    const hurt = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const knee = {
      type: 'Knee',
      injuredOn: '2026-09-30',
      returnDate: '2026-10-10',
      gamesOut: 3,
      dayToDay: true,
    };
    await db
      .updateTable('players')
      .set({ injury: JSON.stringify(knee) })
      .where('id', '=', hurt.id)
      .execute();

    await season.simulate();
    const games = await db
      .selectFrom('games')
      .select(['id', 'home_team_id', 'away_team_id'])
      .where('season_id', '=', season.seasonId)
      .where('status', '=', 'final')
      .execute();
    const bracket = (
      await inject(gms[0] as TestUser, 'GET', `/api/league/${season.league.id}/playoffs`)
    ).json();
    expect(bracket.status).toBe('complete');

    for (const [i, gm] of gms.entries()) {
      const listed = await all(gm);
      // Results come in runs of games (docs/decisions/081): each game of his team in exactly one run.
      const finals = listed
        .filter((n) => n.kind === 'game_final')
        .flatMap((n) => (n.payload.run as { gameId: number }[]).map((g) => g.gameId));
      const played = games.filter((g) => g.home_team_id === teamId(i) || g.away_team_id === teamId(i));
      expect(finals.length).toBeGreaterThan(0);
      expect([...finals].sort()).toEqual(played.map((g) => g.id).sort());

      const phases = listed.filter((n) => n.kind === 'phase_changed').map((n) => n.payload);
      expect(phases).toEqual([
        expect.objectContaining({ phase: 'playoffs', champion: null, leagueName: 'Season Played' }),
        expect.objectContaining({
          phase: 'offseason',
          champion: expect.objectContaining({ teamId: bracket.champion.teamId }),
        }),
      ]);

      // Each player's injuries and returns: never told back twice without an injury told between.
      const byPlayer = new Map<number, string[]>();
      for (const n of listed.filter((x) => x.kind === 'player_injured' || x.kind === 'player_back')) {
        expect(n.payload.teamId).toBe(teamId(i));
        const seen = byPlayer.get(n.payload.playerId ?? 0) ?? [];
        expect(n.kind === 'player_back' && seen.at(-1) === 'player_back').toBe(false);
        byPlayer.set(n.payload.playerId ?? 0, [...seen, n.kind]);
      }
      if (i === 0) {
        // Told he is back from the knee; or, when the batch that brought him back also hurt him again,
        // told of the new injury in its place (a batch stores, and tells, where each player ends up).
        const first = listed.find(
          (n) => (n.kind === 'player_back' || n.kind === 'player_injured') && n.payload.playerId === hurt.id,
        );
        const rehurt = first?.kind === 'player_injured' && String(first.payload.returnDate) > knee.returnDate;
        expect(first?.kind === 'player_back' || rehurt, JSON.stringify(first)).toBe(true);
      }
      // Each injury told is one a game of his team reported.
      const reported = new Set<number>();
      for (const game of played) {
        const record = (await inject(gm, 'GET', `/api/simulation/game/${game.id}`)).json().simulationData;
        const side = game.home_team_id === teamId(i) ? 'home' : 'away';
        for (const injury of record.injuries ?? [])
          if (injury.team === side) reported.add(Number(injury.playerId));
      }
      const told = listed.filter((n) => n.kind === 'player_injured').map((n) => n.payload.playerId ?? 0);
      expect(told.every((id) => reported.has(id))).toBe(true);
      // A short injury that starts and ends within one simulated batch is never stored, so never told;
      // one still open when the season ends was stored by its batch, and told.
      const stillHurt = await db
        .selectFrom('players')
        .select(['id', 'injury'])
        .where('team_id', '=', teamId(i))
        .where('injury', 'is not', null)
        .execute();
      for (const player of stillHurt)
        if (reported.has(player.id) && player.id !== hurt.id) expect(told).toContain(player.id);
    }
    // The commissioner runs no team: none of these are his.
    const own = (await all(commissioner)).map((n) => n.kind);
    expect(own.filter((k) => k === 'game_final' || k === 'phase_changed')).toEqual([]);
  });

  it('pushes a notification event to the user when one arrives, and not to others', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const applicant = await signUp(t);
    const bystander = gms[1] as TestUser;
    // The season played above may still owe the bystander the announcement at the end of his window
    // (docs/decisions/100): wait it out, so what his stream hears below is only what this test does.
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_EVERY_MS + 100));
    const [mine, theirs] = [
      await openEventStream(url, applicant.cookie),
      await openEventStream(url, bystander.cookie),
    ];
    try {
      const steps = recruitmentSteps(t, commissioner);
      const seat = `/api/league/${season.league.id}/team/${teamId(2)}/gm`;
      expect((await inject(commissioner, 'DELETE', seat)).statusCode).toBe(200);
      const recruitment = await steps.open(season.league, teamId(2));
      await steps.apply(applicant, recruitment);
      const accepted = await steps.accept(
        season.league,
        await steps.applicationId(season.league, teamId(2), applicant),
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      await mine.next((event) => event.type === 'notification', 5000);
      const listed = (await inject(applicant, 'GET', '/api/notifications')).json();
      expect(listed.unread).toBe(1);
      expect(listed.notifications[0].kind).toBe('application_accepted');
      expect(theirs.events.some((event) => event.type === 'notification')).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))(
  'notifications live across server processes on postgres',
  () => {
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      first = await createTestApp('postgres');
      second = await createTestApp('postgres', {}, first);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it("reaches the user's stream on another process when the commissioner decides on this one", async () => {
      const commissioner = await signUp(first);
      const applicant = await signUp(first);
      const league = await createLeague(first, commissioner, {
        name: 'Two Rinks',
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      });
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(url, applicant.cookie);
      try {
        const steps = recruitmentSteps(first, commissioner);
        const teamId = league.teams[0]?.id ?? 0;
        await steps.apply(applicant, await steps.open(league, teamId));
        const declined = await requestsAs(first)(
          commissioner,
          'POST',
          `/api/league/${league.id}/applications/${await steps.applicationId(league, teamId, applicant)}`,
          { decision: 'decline' },
        );
        expect(declined.statusCode, declined.body).toBe(200);
        await stream.next((event) => event.type === 'notification', 5000);
        const listed = (await requestsAs(second)(applicant, 'GET', '/api/notifications')).json();
        expect(listed.notifications.map((n: { kind: string }) => n.kind)).toEqual(['application_declined']);
      } finally {
        stream.close();
      }
    });
  },
);

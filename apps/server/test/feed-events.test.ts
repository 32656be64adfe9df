import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { allNews, type ListedNews } from './support/league-news';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

const key = (playerId: unknown, gameId: unknown) => `${String(playerId)}@${String(gameId)}`;

describe.each(DIALECTS)('the league news a season makes, each item once, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let season: SeasonInPlay;
  let news: ListedNews[];
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;
  const ofKind = (kind: string) => news.filter((n) => n.kind === kind);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    for (const [i, gm] of gms.entries()) {
      const url = `/api/league/${season.league.id}/team/${teamId(i)}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: gm.username })).statusCode).toBe(200);
    }
    const settings = await inject(commissioner, 'PUT', `/api/league/${season.league.id}/playoffs/settings`, {
      teamCount: 4,
      seriesLengths: [5, 7],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // The league's first season: only young players' first goals are news. The third team is all young.
    await t.ctx.database.db
      .updateTable('players')
      .set({ age: 20 })
      .where('team_id', '=', teamId(2))
      .execute();
    await t.ctx.database.db
      .updateTable('players')
      .set({ age: 25 })
      .where('team_id', '!=', teamId(2))
      .execute();
    await season.simulate();
    news = await allNews(t, commissioner, season.league.id);
  });
  afterAll(() => t.close());

  it('tells each final game once, with the winner, the score and its story in one line', async () => {
    const { db } = t.ctx.database;
    const games = await db
      .selectFrom('games')
      .select(['id', 'home_score', 'away_score', 'result_type'])
      .where('season_id', '=', season.seasonId)
      .where('status', '=', 'final')
      .execute();
    const results = ofKind('game_result');
    expect(results.map((n) => n.payload.gameId).sort()).toEqual(games.map((g) => g.id).sort());
    for (const item of results) {
      const game = games.find((g) => g.id === item.payload.gameId);
      const { home, away } = item.payload;
      if (!game || !home || !away) throw new Error(`No game for ${JSON.stringify(item)}`);
      const [winner, loser] = (game.home_score ?? 0) > (game.away_score ?? 0) ? [home, away] : [away, home];
      const overtime = { REG: '', OT: ' in overtime', SO: ' in a shootout' }[game.result_type ?? 'REG'];
      expect(item.category).toBe('results');
      expect(
        item.text.startsWith(
          `${winner.teamName} beat ${loser.teamName} ${winner.score}–${loser.score}${overtime}`,
        ),
      ).toBe(true);
    }
    // Stories name players: at least some games had a scorer or a goalie worth telling.
    expect(results.some((n) => n.text.includes(': '))).toBe(true);
  });

  it("tells hat tricks and shutouts as the box scores have them, and each young player's first goal in the league once", async () => {
    const { db } = t.ctx.database;
    const seasonGames = db.selectFrom('games').select('id').where('league_id', '=', season.league.id);
    const hatTricks = await db
      .selectFrom('player_game_stats')
      .select(['player_id', 'game_id'])
      .where('goals', '>=', 3)
      .where('game_id', 'in', seasonGames)
      .execute();
    const shutouts = await db
      .selectFrom('goalie_game_stats')
      .select(['player_id', 'game_id'])
      .where('shutout', '=', 1)
      .where('game_id', 'in', seasonGames)
      .execute();
    const scorers = await db
      .selectFrom('player_game_stats')
      .select('player_id')
      .distinct()
      .where('goals', '>', 0)
      .where('game_id', 'in', seasonGames)
      .where('team_id', '=', teamId(2))
      .execute();
    const told = (kind: string) =>
      ofKind(kind)
        .map((n) => key(n.payload.playerId, n.payload.gameId))
        .sort();
    expect(told('hat_trick')).toEqual(hatTricks.map((r) => key(r.player_id, r.game_id)).sort());
    expect(told('shutout')).toEqual(shutouts.map((r) => key(r.player_id, r.game_id)).sort());
    const firsts = ofKind('first_goal').map((n) => n.payload.playerId);
    expect(firsts.length).toBeGreaterThan(0);
    expect([...firsts].sort()).toEqual(scorers.map((r) => r.player_id).sort());
    // Six games a team: nobody nears fifty (the 50th goal has its own test).
    expect(ofKind('season_goals')).toEqual([]);
    for (const item of [...ofKind('hat_trick'), ...ofKind('shutout'), ...ofKind('first_goal')])
      expect(item.category).toBe('milestones');
  });

  it('tells each injury a game reported and each return, never a return twice in a row', async () => {
    const items = [...ofKind('player_injured'), ...ofKind('player_back')].sort((a, b) => a.id - b.id);
    expect(ofKind('player_injured').length).toBeGreaterThan(0);
    const reported = new Map<number, number>();
    const played = [...(await season.finalGameIds('regular')), ...(await season.finalGameIds('playoff'))];
    for (const id of played) {
      const record = (await inject(commissioner, 'GET', `/api/simulation/game/${id}`)).json().simulationData;
      for (const injury of record.injuries ?? [])
        reported.set(Number(injury.playerId), (reported.get(Number(injury.playerId)) ?? 0) + 1);
    }
    const last = new Map<number, string>();
    const hurt = new Map<number, number>();
    for (const item of items) {
      const player = item.payload.playerId ?? 0;
      expect(item.category).toBe('injuries');
      // A player may start the season hurt: his first news is then his return.
      if (item.kind === 'player_back') expect(last.get(player)).not.toBe('player_back');
      else hurt.set(player, (hurt.get(player) ?? 0) + 1);
      last.set(player, item.kind);
    }
    for (const [player, times] of hurt) expect(times).toBeLessThanOrEqual(reported.get(player) ?? 0);
    // Each injury is told with the game that caused it: the result just before it is his team's.
    const results = ofKind('game_result');
    for (const item of ofKind('player_injured')) {
      const game = results.find((r) => r.id < item.id);
      expect([game?.payload.home?.teamId, game?.payload.away?.teamId]).toContain(item.payload.teamId);
    }
  });

  it('tells the playoffs starting and the champion once each', async () => {
    const bracket = (await inject(commissioner, 'GET', `/api/league/${season.league.id}/playoffs`)).json();
    const phases = news.filter((n) => n.category === 'phases').reverse();
    expect(phases.map((n) => n.kind)).toEqual(['playoffs_started', 'season_over']);
    expect(phases[1]?.payload).toMatchObject({ champion: { teamId: bracket.champion.teamId } });
    expect(phases[1]?.text).toBe(
      `${bracket.champion.teamName ?? bracket.champion.name} won the ${phases[1]?.payload.seasonName as string} championship.`,
    );
  });

  it('tells GM changes: assigned, replaced, removed and an application accepted, once each', async () => {
    const league = season.league;
    const seat = (i: number) => `/api/league/${league.id}/team/${teamId(i)}/gm`;
    const newcomer = await signUp(t);
    expect((await inject(commissioner, 'PUT', seat(1), { username: newcomer.username })).statusCode).toBe(
      200,
    );
    // The same GM named again is no event.
    expect((await inject(commissioner, 'PUT', seat(1), { username: newcomer.username })).statusCode).toBe(
      200,
    );
    expect((await inject(commissioner, 'DELETE', seat(0))).statusCode).toBe(200);
    const steps = recruitmentSteps(t, commissioner);
    const applicant = await signUp(t);
    await steps.apply(applicant, await steps.open(league, teamId(0)));
    const accepted = await steps.accept(league, await steps.applicationId(league, teamId(0), applicant));
    expect(accepted.statusCode, accepted.body).toBe(200);

    const moves = (await allNews(t, gms[0] as TestUser, league.id, 'transactions')).reverse();
    const names = (i: number) => league.teams[i]?.name;
    expect(moves.map((n) => n.text)).toEqual([
      `${gms[0]?.username} is the new GM of ${names(0)} (named by the commissioner).`,
      `${gms[1]?.username} is the new GM of ${names(1)} (named by the commissioner).`,
      `${newcomer.username} is the new GM of ${names(1)} (named by the commissioner), replacing ${gms[1]?.username}.`,
      `${gms[0]?.username} is no longer GM of ${names(0)}.`,
      `${applicant.username} is the new GM of ${names(0)} (application accepted).`,
    ]);
  });

  it("tells the season's awards once, as the next season starts", async () => {
    const next = await inject(commissioner, 'POST', `/api/league/${season.league.id}/season/next`);
    expect(next.statusCode, next.body).toBeLessThan(300);
    const again = await inject(commissioner, 'POST', `/api/league/${season.league.id}/season/next`);
    expect(again.statusCode).toBe(409);
    const awards = await allNews(t, commissioner, season.league.id, 'awards');
    expect(awards.map((n) => n.kind)).toEqual(['awards_given']);
    const given = (
      await inject(commissioner, 'GET', `/api/league/${season.league.id}/awards?seasonId=${season.seasonId}`)
    ).json();
    const winners = awards[0]?.payload.winners as { award: string }[];
    expect(winners.map((w) => w.award)).toEqual(given.awards.map((a: { award: string }) => a.award));
    expect(awards[0]?.text).toContain('MVP');
  });
});

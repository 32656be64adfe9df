import { followAdvance } from './support/advances';
import { addDays, dayInTimeZone, DRAFT_PICK_YEARS, type FreeAgentsResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { draftedPlayer, pickCounts } from './support/draft-life';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19 (docs/decisions/049): the draft's place in the league's year. A draft must be over before the
// next season; one never started is held automatically at rollover, and the rollover makes the next class
// and the next year of picks.

describe.each(DIALECTS)('the draft at rollover on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** A four-team league (the GM runs the first team, the others have none) played to its offseason. */
  async function leagueInOffseason(): Promise<{
    league: LeagueSummaryForTest;
    season: { id: number; start_year: number };
  }> {
    const league = await leagueWithGms(t, commissioner, 'Draft Year League', [gm]);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const ok = async (url: string, payload: object) => {
      const response = await followAdvance(t, await inject(commissioner, 'POST', url, payload));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    await ok(`/api/league/${league.id}/advance`, { to: 'regularSeasonEnd' });
    const played = await ok(`/api/league/${league.id}/advance`, { to: 'date', date: addDays(today, 120) });
    expect(played.clock.phase).toBe('offseason');
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .select(['id', 'start_year'])
      .where('league_id', '=', league.id)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return { league, season };
  }

  it('refuses the rollover while the draft is under way, and holds an unstarted one to its end', async () => {
    const { league, season } = await leagueInOffseason();
    const { db } = t.ctx.database;
    const draftYear = season.start_year + 1;
    const teamIds = league.teams.map((team) => team.id);
    const gmTeam = teamIds[0] ?? 0;
    const read = await inject(gm, 'GET', `/api/league/${league.id}/draft`);
    expect(read.statusCode, read.body).toBe(200);
    const classBefore = await db
      .selectFrom('draft_prospects as d')
      .innerJoin('players as p', 'p.id', 'd.player_id')
      .select(['p.id', 'p.age', 'd.scout_bias', 'd.re_entry'])
      .where('d.league_id', '=', league.id)
      .where('d.year', '=', draftYear)
      .execute();
    expect(classBefore.length).toBeGreaterThan(4 * 7);

    await db.updateTable('drafts').set({ status: 'running' }).where('season_id', '=', season.id).execute();
    const refused = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The ${draftYear} draft is under way: finish it (or run it automatically) before starting the next season.`,
    );
    const still = await db
      .selectFrom('seasons')
      .select('active')
      .where('id', '=', season.id)
      .executeTakeFirst();
    expect(still?.active).toBe(1);
    await db.updateTable('drafts').set({ status: 'upcoming' }).where('season_id', '=', season.id).execute();

    // Earlier drafts' unsigned players: one whose rights end with this draft, one whose rights still hold.
    const ending = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: gmTeam,
      year: draftYear - 2,
      round: 1,
    });
    const holding = await draftedPlayer(t, {
      leagueId: league.id,
      teamId: gmTeam,
      year: draftYear - 1,
      round: 1,
    });

    const rolled = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    const nextSeasonId: number = rolled.json().season.id;

    // Every pick of the draft was made; each drafted player belongs to the pick's owner.
    const draft = await db
      .selectFrom('drafts')
      .selectAll()
      .where('season_id', '=', season.id)
      .executeTakeFirstOrThrow();
    expect(draft.status).toBe('complete');
    const made = await db
      .selectFrom('draft_picks as d')
      .innerJoin('players as p', 'p.id', 'd.player_id')
      .select([
        'd.round',
        'd.owner_team_id',
        'p.team_id',
        'p.status',
        'p.contract_type',
        'p.contract_years',
        'p.age',
      ])
      .where('d.league_id', '=', league.id)
      .where('d.year', '=', draftYear)
      .execute();
    expect(made).toHaveLength(4 * 7);
    for (const pick of made) {
      expect(pick.team_id).toBe(pick.owner_team_id);
      expect(pick.age).toBeGreaterThanOrEqual(19);
      if (pick.owner_team_id === gmTeam) expect(pick.status).toBe('prospect');
      else if (pick.round <= 2) {
        // An AI team signs its first two rounds to entry-level contracts.
        expect(pick.contract_type).toBe('entry-level');
        // Signed in the offseason, his three seasons start with the new one.
        expect(pick.contract_years).toBe(3);
        expect(['minors', 'active']).toContain(pick.status);
      }
    }

    // The old pick's rights ended: he left the league, and the log says so; the other's hold.
    const left = await db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', ending.playerId)
      .executeTakeFirstOrThrow();
    expect(left).toMatchObject({ team_id: null, retired_after_season_id: season.id });
    const logged = await db
      .selectFrom('roster_transactions')
      .select('kind')
      .where('player_id', '=', ending.playerId)
      .execute();
    expect(logged.map((l) => l.kind)).toEqual(['rights_ended']);
    const kept = await db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', holding.playerId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ team_id: gmTeam, status: 'prospect', retired_after_season_id: null });

    // The undrafted re-enter the next class once if they were 18, a year older and better scouted; the
    // rest leave the league.
    const drafted = new Set(
      (
        await db
          .selectFrom('draft_picks')
          .select('player_id')
          .where('league_id', '=', league.id)
          .where('year', '=', draftYear)
          .execute()
      ).map((p) => p.player_id),
    );
    const undrafted = classBefore.filter((p) => !drafted.has(p.id));
    expect(undrafted.length).toBeGreaterThan(0);
    for (const prospect of undrafted) {
      const now = await db
        .selectFrom('draft_prospects as d')
        .innerJoin('players as p', 'p.id', 'd.player_id')
        .select(['p.age', 'p.status', 'd.year', 'd.re_entry', 'd.scout_bias'])
        .where('p.id', '=', prospect.id)
        .executeTakeFirst();
      if (prospect.age === 18 && prospect.re_entry === 0)
        expect(now).toEqual({
          age: 19,
          status: 'draft',
          year: draftYear + 1,
          re_entry: 1,
          scout_bias: prospect.scout_bias / 2,
        });
      else {
        expect(now).toBeUndefined();
        expect(await db.selectFrom('players').select('id').where('id', '=', prospect.id).execute()).toEqual(
          [],
        );
      }
    }

    // The next season's class exists; none of it is a free agent.
    const next = await db
      .selectFrom('drafts')
      .selectAll()
      .where('season_id', '=', nextSeasonId)
      .executeTakeFirstOrThrow();
    expect(next).toMatchObject({ year: draftYear + 1, status: 'upcoming' });
    const nextClass = await db
      .selectFrom('draft_prospects')
      .select('player_id')
      .where('league_id', '=', league.id)
      .where('year', '=', draftYear + 1)
      .execute();
    expect(nextClass.length).toBeGreaterThan(4 * 7);
    const free = await inject(gm, 'GET', `/api/league/${league.id}/free-agents`);
    expect(free.statusCode, free.body).toBe(200);
    const classIds = new Set(nextClass.map((p) => p.player_id));
    expect(free.json<FreeAgentsResponse>().players.filter((p) => classIds.has(p.id))).toEqual([]);

    // Every team owns seven rounds of picks for each of the next five drafts.
    const { rows } = await pickCounts(t, league.id);
    const open = rows.filter((r) => r.year > draftYear);
    const years = [...new Set(open.map((r) => r.year))].sort();
    expect(years).toEqual(Array.from({ length: DRAFT_PICK_YEARS }, (_, i) => draftYear + 1 + i));
    for (const teamId of teamIds)
      for (const year of years)
        expect(open.filter((r) => r.original_team_id === teamId && r.year === year)).toHaveLength(7);
  });
});

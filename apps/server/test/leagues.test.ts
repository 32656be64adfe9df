import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('leagues on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, { name: '  Original Six  ' });
  });
  afterAll(() => t.close());

  describe('POST /api/league/create (NHL mode)', () => {
    it('creates the 32 teams with full rosters, the first season and the creator as commissioner', async () => {
      expect(league.teams).toHaveLength(32);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/league/${league.id}`,
        headers: as(commissioner),
      });
      const body = response.json();
      expect(body).toMatchObject({
        name: 'Original Six',
        commissionerId: commissioner.id,
        isCommissioner: true,
        mode: 'NHL',
      });
      expect(body.seasonName).toMatch(/^\d{4}-\d{2}$/);
      expect(body.playerCount).toBe(32 * 43);
      expect(body.teams.map((team: { abbreviation: string }) => team.abbreviation)).toContain('WPG');

      const team = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${league.id}/team/${league.teams[0]?.id}`,
        headers: as(commissioner),
      });
      const players: { status: string; position: string; jerseyNumber: number }[] = team.json().players;
      const active = players.filter((p) => p.status === 'active');
      // 25 generated; the weakest beyond the active roster's 23 start in the minors (docs/decisions/046).
      expect(active).toHaveLength(23);
      expect(active.filter((p) => p.position === 'G').length).toBeGreaterThanOrEqual(2);
      expect(active.filter((p) => p.position === 'D').length).toBeGreaterThanOrEqual(7);
      expect(players.some((p) => p.status === 'minors')).toBe(true);
      expect(players.some((p) => p.status === 'prospect')).toBe(true);
      expect(new Set(players.map((p) => p.jerseyNumber)).size).toBe(players.length);
      expect(team.json().rating).toBeGreaterThan(50);
    });

    it('stores a lineup, a depth chart and five years of seven rounds of draft picks for each team', async () => {
      const { db } = t.ctx.database;
      const teamIds = league.teams.map((team) => team.id);
      const lineups = await db
        .selectFrom('lineups')
        .select('team_id')
        .where('team_id', 'in', teamIds)
        .execute();
      expect(lineups).toHaveLength(32);
      const picks = await db
        .selectFrom('draft_picks')
        .selectAll()
        .where('league_id', '=', league.id)
        .execute();
      expect(picks).toHaveLength(32 * 5 * 7);
      const chart = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${league.id}/team/${teamIds[0]}/depth-chart`,
        headers: as(commissioner),
      });
      const body = chart.json();
      expect(body.editable).toBe(true);
      // Every active player is placed, goalies from 1; a weakest third goalie may start in the minors.
      const actives = await db
        .selectFrom('players')
        .select(['position'])
        .where('team_id', '=', teamIds[0] ?? 0)
        .where('status', '=', 'active')
        .execute();
      const goalies = actives.filter((p) => p.position === 'G').length;
      expect(goalies).toBeGreaterThanOrEqual(2);
      expect(body.depthChart.G.map((e: { depthRank: number }) => e.depthRank)).toEqual(
        Array.from({ length: goalies }, (_, i) => i + 1),
      );
      expect(Object.values(body.depthChart as Record<string, unknown[]>).flat()).toHaveLength(actives.length);
      expect(actives.length).toBeLessThanOrEqual(23);
      const owned = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${league.id}/team/${teamIds[0]}/draft-picks`,
        headers: as(commissioner),
      });
      expect(owned.json()).toHaveLength(35);
      expect(owned.json()[0]).toMatchObject({ round: 1, originalTeam: { id: teamIds[0] }, conditions: null });
      const years = new Set(owned.json().map((p: { year: number }) => p.year));
      expect(years.size).toBe(5);
    });

    it('lists the league on the commissioner dashboard', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/league/user',
        headers: as(commissioner),
      });
      expect(response.json()).toContainEqual(
        expect.objectContaining({
          id: league.id,
          teamCount: 32,
          isCommissioner: true,
          myTeam: null,
          active: true,
        }),
      );
    });

    it.each([
      [{ name: '   ' }, 'League name is required'],
      [{ name: 'x', mode: 'Custom', startYear: 1999 }, 'Start year must be between 2000'],
      [{ name: 'x', mode: 'Arena' }, 'mode'],
      [{ name: 'x', playerSetup: 'import' }, 'Choose a roster file'],
    ])('rejects %j with 400 and stores nothing', async (payload, message) => {
      const before = await t.ctx.database.db.selectFrom('leagues').select('id').execute();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/league/create',
        headers: as(commissioner),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      const after = await t.ctx.database.db.selectFrom('leagues').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it('is 401 for a visitor', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/league/create',
        payload: { name: 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('custom leagues', () => {
    it("creates its own teams at the league type's talent level", async () => {
      const custom = await createLeague(t, commissioner, {
        name: 'Beer League',
        mode: 'Custom',
        leagueType: 'recreational',
        startYear: 2024,
        importTeams: false,
        teamCount: 6,
        playerSetup: 'generated',
      });
      expect(custom.teams).toHaveLength(6);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/league/${custom.id}`,
        headers: as(commissioner),
      });
      expect(detail.json()).toMatchObject({
        mode: 'Custom',
        leagueType: 'recreational',
        seasonName: '2024-25',
      });
      const team = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${custom.id}/team/${custom.teams[0]?.id}`,
        headers: as(commissioner),
      });
      expect(team.json().rating).toBeLessThan(60);
    });

    it('imports a roster file, topping teams up with generated players and saying so', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/league/create',
        headers: as(commissioner),
        payload: {
          name: 'Imported',
          mode: 'Custom',
          importTeams: false,
          teamCount: 4,
          playerSetup: 'import',
          customRoster: [
            {
              team: 'HAL',
              firstName: 'Sidney',
              lastName: 'Crosby',
              position: 'C',
              jerseyNumber: 87,
              overall: 90,
            },
            {
              team: 'quebec glaciers',
              firstName: 'Joe',
              lastName: 'Sakic',
              position: 'C',
              jerseyNumber: '19',
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().notes.join(' ')).toMatch(/generated players fill positions/);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/league/${response.json().id}`,
        headers: as(commissioner),
      });
      const halifax = detail
        .json()
        .teams.find((team: { abbreviation: string }) => team.abbreviation === 'HAL');
      const roster = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${response.json().id}/team/${halifax.id}`,
        headers: as(commissioner),
      });
      expect(roster.json().players).toContainEqual(
        expect.objectContaining({ firstName: 'Sidney', lastName: 'Crosby', jerseyNumber: 87, position: 'C' }),
      );
    });

    it('rejects a roster file naming every bad row and why', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/league/create',
        headers: as(commissioner),
        payload: {
          name: 'Bad import',
          mode: 'Custom',
          playerSetup: 'import',
          customRoster: [
            { team: 'BOS', firstName: 'Ray', lastName: 'Bourque', position: 'D' },
            { team: 'BOS', firstName: 'Bobby', lastName: 'Orr', position: 'Goon' },
            { team: 'Hartford Whalers', firstName: 'Ron', lastName: 'Francis', position: 'C' },
          ],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/2 invalid row/);
      expect(response.json().message).toMatch(/Row 2: position/);
      expect(response.json().message).toMatch(/Row 3: team 'Hartford Whalers'/);
    });
  });

  describe('reading a league', () => {
    it('404s for a league that does not exist and 400s for a bad id', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/league/999999', headers: as(commissioner) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/league/abc', headers: as(commissioner) })).statusCode,
      ).toBe(400);
    });

    it('gives the active season with its teams', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/league/${league.id}/active-season`,
        headers: as(commissioner),
      });
      expect(response.json().teams).toHaveLength(32);
    });

    it('shows a player with his team, and 404s for a player of another league', async () => {
      const team = league.teams[0];
      const roster = await t.app.inject({
        method: 'GET',
        url: `/api/team/league/${league.id}/team/${team?.id}`,
        headers: as(commissioner),
      });
      const player = roster.json().players[0];
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/league/${league.id}/player/${player.id}`,
        headers: as(commissioner),
      });
      expect(response.json()).toMatchObject({ id: player.id, team: { id: team?.id, name: team?.name } });
      const other = await createLeague(t, commissioner, {
        name: 'Other',
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      });
      const elsewhere = await t.app.inject({
        method: 'GET',
        url: `/api/league/${other.id}/player/${player.id}`,
        headers: as(commissioner),
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('Player not found');
    });
  });
});

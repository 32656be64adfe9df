import { followAdvance } from './support/advances';
import {
  addDays,
  dayInTimeZone,
  type CapSheetResponse,
  type ContractOffersResponse,
  type FreeAgentsResponse,
  type ReSigningResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFreeAgency } from '../src/modules/free-agency/resolve';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { makeCapRoom, makeCapRoomForLeague } from './support/cap-room';

// Issue 17, free agency through an offseason: the final, the re-signing window, free agency opening once
// (contracts end: AI teams keep whom they want, the rest leave), offers in rounds, AI offers, decisions,
// and the rollover, after which a contract signed in the summer shows the seasons it was signed for.

describe.each(DIALECTS)('free agency through an offseason on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let finalDay: string;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const db = () => t.ctx.database.db;

  async function freeAgents(): Promise<FreeAgentsResponse> {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/free-agents`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function capSheet(team: number): Promise<CapSheetResponse> {
    return (await inject(gm, 'GET', `/api/league/${league.id}/team/${team}/cap`)).json();
  }
  async function advance(body: object) {
    const response = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, body),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const player = (id: number) =>
    db().selectFrom('players').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Moves both processes' clocks on; sign-ins that long ago are signed in again. */
  async function signInAgain() {
    for (const user of [commissioner, gm])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  // Expiring with the finished season: three of the GM's regulars who leave, one he re-signs, a young one
  // he qualifies, and an AI team's regular and minor leaguer.
  const expiring = { gm: [] as number[], aiRegular: 0, aiMinor: 0, staying: 0, extended: 0, qualified: 0 };
  const extension = { capHit: 0, years: 0 };
  let qualifyingOffer = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Summer Market', [gm]);
    // Room under the cap for the moves below: a new league's teams spend near it.
    await makeCapRoomForLeague(t, league.id, 20_000_000);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    await advance({ to: 'regularSeasonEnd' });
    const final = await advance({ to: 'phase' });
    expect(final.clock.phase).toBe('offseason');
    finalDay = final.clock.date;

    const gmSheet = await capSheet(teamId(0));
    const gmActive = gmSheet.players.filter((p) => p.placement === 'active');
    expiring.gm = gmActive.slice(0, 3).map((p) => p.id);
    expiring.staying = gmActive[3]?.id ?? 0;
    expiring.extended = gmActive[4]?.id ?? 0;
    expiring.qualified = gmActive[5]?.id ?? 0;
    const aiSheet = await capSheet(teamId(2));
    expiring.aiRegular =
      aiSheet.players.find((p) => p.placement === 'active' && p.capHit < 3_000_000)?.id ?? 0;
    expiring.aiMinor = aiSheet.players.find((p) => p.placement === 'minors')?.id ?? 0;
    const ids = [...expiring.gm, expiring.aiRegular, expiring.aiMinor, expiring.extended, expiring.qualified];
    await db().updateTable('players').set({ contract_years: 1 }).where('id', 'in', ids).execute();
    // In their prime, so the summer retires none of those the test follows past it.
    await db()
      .updateTable('players')
      .set({ age: 26 })
      .where('id', 'in', [expiring.gm[0] ?? 0, expiring.extended, expiring.aiRegular])
      .execute();
    // The AI team's regular is the best of his position group and his team has room to spare, so it keeps
    // him whatever his ask and whoever else expires with him.
    const regular = await player(expiring.aiRegular);
    const group = (position: string) => (position === 'G' ? 'G' : position === 'D' ? 'D' : 'F');
    const best = Math.max(
      ...aiSheet.players.filter((p) => group(p.position) === group(regular.position)).map((p) => p.overall),
    );
    await db()
      .updateTable('players')
      .set({ overall: Math.min(99, best + 1) })
      .where('id', '=', expiring.aiRegular)
      .execute();
    await makeCapRoom(t, teamId(2), 40_000_000);
    // The AI team's minor leaguer is too weak to hold a place next season: it lets him go. Its other players
    // stay under contract past the summer, so they fill his position group's places whatever the generated
    // league's contract lengths (with too few left for next season, the AI would keep even him).
    await db().updateTable('players').set({ overall: 35 }).where('id', '=', expiring.aiMinor).execute();
    await db()
      .updateTable('players')
      .set({ contract_years: 3 })
      .where('team_id', '=', teamId(2))
      .where('contract_years', '=', 1)
      .where('id', 'not in', [expiring.aiMinor, expiring.aiRegular])
      .execute();
    // Young and new to the league: restricted when his contract ends.
    await db()
      .updateTable('players')
      .set({ age: 22, prior_accrued_seasons: 0, prior_games: 0 })
      .where('id', '=', expiring.qualified)
      .execute();
    await db().updateTable('players').set({ contract_years: 3 }).where('id', '=', expiring.staying).execute();
    // An AI team left with one goalie: it shops for more when free agency opens. None of its contracts ends
    // this summer, so no re-signing takes the room the goalie needs.
    await db()
      .updateTable('players')
      .set({ contract_years: 2 })
      .where('team_id', '=', teamId(3))
      .where('contract_years', '<', 2)
      .execute();
    const goalies = (await capSheet(teamId(3))).players.filter((p) => p.position === 'G').slice(1);
    await db()
      .updateTable('players')
      .set({ team_id: null, last_team_id: teamId(3) })
      .where(
        'id',
        'in',
        goalies.map((g) => g.id),
      )
      .execute();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('keeps the re-signing window after the final: nobody is a free agent yet', async () => {
    const list = await freeAgents();
    expect(list.stage.kind).toBe('re-signing');
    expect(list.stage.kind === 're-signing' && dayInTimeZone(list.stage.until, 'America/New_York')).toBe(
      addDays(finalDay, 14),
    );
    expect(list.contractSeason.startYear).toBe((await capSheet(teamId(0))).season.startYear + 1);
    const early = await inject(gm, 'POST', `/api/league/${league.id}/contract-offers`, {
      playerId: expiring.gm[0],
      teamId: teamId(0),
      capHit: 1_000_000,
      years: 1,
    });
    expect(early.statusCode).toBe(409);
    expect((await resolveFreeAgency(t.ctx, league.id)).opened).toBe(false);
  });

  it('in the window the GM re-signs one expiring player and tenders another a qualifying offer', async () => {
    const path = `/api/league/${league.id}/team/${teamId(0)}/re-signing`;
    const list = (await inject(gm, 'GET', path)).json() as ReSigningResponse;
    const toExtend = list.players.find((p) => p.id === expiring.extended);
    if (!toExtend?.ask) throw new Error('No ask for the player to re-sign');
    extension.capHit = Math.min(
      list.nextSeason.maxCapHit,
      Math.ceil((toExtend.ask.capHit * 1.15) / 25_000) * 25_000,
    );
    extension.years = toExtend.ask.years;
    const spaceBefore = (await freeAgents()).myTeam?.capSpace ?? 0;
    const signed = await inject(gm, 'POST', path, { playerId: expiring.extended, ...extension });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().outcome).toBe('accepted');
    // Next season's room for free agents counts the new contract.
    const room = (await freeAgents()).myTeam;
    expect(room?.capSpace).toBe(spaceBefore - extension.capHit);
    // It is what the cap sheet's commitments chart shows for next season, and the page says so.
    const next = (await capSheet(teamId(0))).seasons[1];
    expect(room).toMatchObject({ committedAhead: true, payroll: next?.committed });

    const toQualify = list.players.find((p) => p.id === expiring.qualified);
    expect(toQualify?.expiresAs).toBe('rfa');
    qualifyingOffer = toQualify?.qualifyingOffer?.amount ?? 0;
    expect(qualifyingOffer).toBeGreaterThan(0);
    const tendered = await inject(
      gm,
      'POST',
      `/api/league/${league.id}/team/${teamId(0)}/qualifying-offers`,
      {
        playerId: expiring.qualified,
      },
    );
    expect(tendered.statusCode, tendered.body).toBe(200);
  });

  it('opens free agency once when its day comes: contracts end, AI teams keep whom they want', async () => {
    // The clock moved straight to the opening day (an advance would open it itself), and two processes at once.
    await db()
      .updateTable('leagues')
      .set({ simulated_to: addDays(finalDay, 14) })
      .where('id', '=', league.id)
      .execute();
    const runs =
      dialect === 'postgres'
        ? await Promise.all([resolveFreeAgency(t.ctx, league.id), resolveFreeAgency(second.ctx, league.id)])
        : [await resolveFreeAgency(t.ctx, league.id), await resolveFreeAgency(second.ctx, league.id)];
    expect(runs.filter((run) => run.opened)).toHaveLength(1);
    const seasonId = await activeSeasonId(t, league.id);
    const news = await db()
      .selectFrom('league_news')
      .select('kind')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'free_agency_opened')
      .execute();
    expect(news).toHaveLength(1);

    for (const id of expiring.gm)
      expect(await player(id)).toMatchObject({ team_id: null, last_team_id: teamId(0) });
    expect(await player(expiring.staying)).toMatchObject({ team_id: teamId(0), contract_years: 3 });
    // Kept by his AI team on an extension the summer gives him; the GM's re-signed and qualified stay too.
    const kept = await player(expiring.aiRegular);
    expect(kept.team_id).toBe(teamId(2));
    expect(kept.extension_years).toBeGreaterThanOrEqual(1);
    expect(await player(expiring.extended)).toMatchObject({
      team_id: teamId(0),
      extension_cap_hit: extension.capHit,
      extension_years: extension.years,
    });
    expect(await player(expiring.qualified)).toMatchObject({
      team_id: teamId(0),
      extension_cap_hit: qualifyingOffer,
      extension_years: 1,
    });
    expect(await player(expiring.aiMinor)).toMatchObject({ team_id: null, last_team_id: teamId(2) });

    const lineup = await db()
      .selectFrom('lineups')
      .select('lineup')
      .where('team_id', '=', teamId(0))
      .executeTakeFirst();
    for (const id of expiring.gm) expect(Object.values(JSON.parse(lineup?.lineup ?? '{}'))).not.toContain(id);
    const notices = (await inject(gm, 'GET', '/api/notifications')).json();
    const left = (notices.notifications as { kind: string; payload: { players: string[] } }[]).find(
      (n) => n.kind === 'free_agents_left',
    );
    const names = await Promise.all(
      expiring.gm.map(async (id) => {
        const row = await player(id);
        return `${row.first_name} ${row.last_name}`;
      }),
    );
    expect(left?.payload.players).toEqual(expect.arrayContaining(names));

    const list = await freeAgents();
    expect(list.stage).toMatchObject({ kind: 'round', round: 1, rounds: 3 });
    expect(list.players.map((p) => p.id)).toEqual(expect.arrayContaining(expiring.gm));
    const offers: ContractOffersResponse = (
      await inject(commissioner, 'GET', `/api/league/${league.id}/contract-offers`)
    ).json();
    expect(
      offers.offers.filter((o) => o.team.id === teamId(3) && o.player.position === 'G').length,
    ).toBeGreaterThanOrEqual(1);
    expect(seasonId).toBeGreaterThan(0);
  });

  it('signs the GM’s offer at the round’s end, then the rounds run out and the season rolls over', async () => {
    const list = await freeAgents();
    const target = list.players.find((p) => p.id === expiring.gm[0]);
    if (!target) throw new Error('He is not a free agent');
    // Well above his ask, for as long as a new team may give: better than any AI team's offer at his ask.
    const capHit = Math.min(
      list.contractSeason.maxCapHit,
      Math.round((target.ask.capHit * 1.4) / 25_000) * 25_000,
    );
    const years = 6;
    const made = await inject(gm, 'POST', `/api/league/${league.id}/contract-offers`, {
      playerId: target.id,
      teamId: teamId(0),
      capHit,
      years,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().decideAt).toBe(list.stage.kind === 'round' ? list.stage.endsAt : '');

    for (let day = 0; day < 5; day += 1) {
      await advance({ to: 'day' });
      await resolveFreeAgency(t.ctx, league.id);
    }
    await signInAgain();
    // Signed in the summer: stored a season longer, as the rollover counts the finished season off.
    expect(await player(target.id)).toMatchObject({
      team_id: teamId(0),
      cap_hit: capHit,
      contract_years: years + 1,
    });
    const sheet = await capSheet(teamId(0));
    expect(sheet.players.find((p) => p.id === target.id)?.expiresAfter).toBe(sheet.season.startYear + years);
    expect((await freeAgents()).stage).toEqual({ kind: 'open' });
    const aiExtension = await player(expiring.aiRegular);

    const rolled = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(await player(target.id)).toMatchObject({ team_id: teamId(0), contract_years: years });
    // Extensions became the contracts: the re-signed, the qualified (one season) and the AI team's regular.
    expect(await player(expiring.extended)).toMatchObject({
      team_id: teamId(0),
      cap_hit: extension.capHit,
      contract_years: extension.years,
      extension_cap_hit: null,
    });
    expect(await player(expiring.qualified)).toMatchObject({ cap_hit: qualifyingOffer, contract_years: 1 });
    expect(await player(expiring.aiRegular)).toMatchObject({
      team_id: teamId(2),
      cap_hit: aiExtension.extension_cap_hit,
      contract_years: aiExtension.extension_years,
    });
    const onTeams = await db()
      .selectFrom('players')
      .select(['team_id', 'contract_years', 'status'])
      .where('league_id', '=', league.id)
      .where('team_id', 'is not', null)
      .where('retired_after_season_id', 'is', null)
      .execute();
    expect(onTeams.every((p) => p.contract_years >= 1)).toBe(true);
    for (const team of league.teams) {
      const after = await capSheet(team.id);
      expect(after.players.filter((p) => p.position === 'G').length).toBeGreaterThanOrEqual(2);
      expect(after.contracts).toBeLessThanOrEqual(after.limits.maxContracts);
      expect(after.activeRoster).toBeGreaterThanOrEqual(after.limits.activeRosterMin);
      expect(after.activeRoster).toBeLessThanOrEqual(after.limits.activeRosterMax);
    }
    const inSeason = await freeAgents();
    expect(inSeason.stage).toEqual({ kind: 'open' });
    expect(inSeason.contractSeason.startYear).toBe((await capSheet(teamId(0))).season.startYear);
  });
});

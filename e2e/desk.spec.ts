import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { commissionerAndGm, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { customLeague, localDay, ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 15: the GM's desk flags an injured player in tonight's lineup, and 'Fix lineup' clears it.

interface RosterPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  status: string;
  injury?: { type: string; returnDate: string } | null;
}
type Lineup = Record<string, number | null>;
const EVEN_STRENGTH = [1, 2, 3, 4]
  .flatMap((n) => [`line${n}_lw`, `line${n}_c`, `line${n}_rw`])
  .concat([1, 2, 3].flatMap((n) => [`defense${n}_ld`, `defense${n}_rd`]));

const lineupOf = async (api: APIRequestContext, leagueId: number, teamId: number) =>
  (await ok<{ lineup: Lineup }>(await api.get(`/api/user/league/${leagueId}/team/${teamId}/lineup`))).lineup;

/**
 * A skater hurt well past the next few days and the team whose saved lineup dresses him. Games leave
 * the saved lineup as the GM set it, so a hurt regular usually still holds his place; if none does,
 * the commissioner puts one back in, as a GM who has not looked would have left him. Only a team with
 * enough healthy skaters out of its lineup to fill every hurt one's place will do: 'Fix lineup' mends
 * from the roster and calls nobody up.
 */
async function hurtRegular(api: APIRequestContext, leagueId: number, teamIds: number[]) {
  let fallback: { teamId: number; player: RosterPlayer } | null = null;
  const hurtToday = (p: RosterPlayer) =>
    p.injury ? p.injury.returnDate > localDay(0) : p.status === 'injured';
  for (const teamId of teamIds) {
    const { players } = await ok<{ players: RosterPlayer[] }>(
      await api.get(`/api/team/league/${leagueId}/team/${teamId}`),
    );
    const lineup = await lineupOf(api, leagueId, teamId);
    const dressed = new Set(EVEN_STRENGTH.map((s) => lineup[s]));
    const skaters = players.filter((p) => p.position !== 'G');
    const hurtDressed = skaters.filter((p) => dressed.has(p.id) && hurtToday(p)).length;
    const spare = skaters.filter((p) => !dressed.has(p.id) && p.status === 'active' && !hurtToday(p)).length;
    const hurt = skaters.filter((p) => p.injury && p.injury.returnDate > localDay(4));
    for (const player of hurt) {
      const slot = EVEN_STRENGTH.find((s) => lineup[s] === player.id);
      if (slot && spare >= hurtDressed) return { teamId, player };
    }
    const loose = hurt.find((p) => !dressed.has(p.id));
    if (loose && spare >= hurtDressed + 1) fallback ??= { teamId, player: loose };
  }
  if (!fallback)
    throw new Error(
      'No team has a hurt skater and the healthy ones to replace him after 60 days in 16 teams',
    );
  const { teamId, player } = fallback;
  const lineup = await lineupOf(api, leagueId, teamId);
  const slot = player.position === 'D' ? 'defense1_ld' : 'line1_c';
  await ok(
    await api.post(`/api/user/league/${leagueId}/team/${teamId}/save-lineup`, {
      data: { lineup: { ...lineup, [slot]: player.id } },
    }),
  );
  return fallback;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.DESK_SHOTS, name);

test("the desk flags an injured player in tonight's lineup and Fix lineup clears it", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(api, { name: 'Desk', teamCount: 16 });
  const teamIds = teams.map((t) => t.id);
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { playPastGames: true, gamesPerTeam: 40, startDate: localDay(-60), endDate: localDay(20) },
    }),
  );
  // The simulation plays a batch at a time: ask until yesterday's games are all played.
  for (let remaining = 1; remaining > 0;) {
    ({ remaining } = await ok<{ remaining: number }>(
      await api.post(`/api/simulation/league/${leagueId}/simulate`, {
        data: { until: localDay(-1) },
        timeout: 120_000,
      }),
    ));
  }
  const { teamId, player } = await hurtRegular(api, leagueId, teamIds);
  await ok(await api.put(`/api/league/${leagueId}/team/${teamId}/gm`, { data: { username: gm.username } }));
  const name = `${player.firstName} ${player.lastName}`;

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${teamId}`);
  const nextGame = page.getByRole('region', { name: 'Next Game' });
  const problems = nextGame.getByRole('list', { name: 'Lineup problems' });
  await expect(problems.getByRole('listitem').filter({ hasText: name })).toContainText(
    new RegExp(`${name} \\((Line|Pair) \\d \\w+\\) is injured \\(${player.injury?.type}\\) until`),
  );
  await expect(nextGame.getByText(/^\d+ problems?$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'team-home-desk-problem');

  await nextGame.getByRole('button', { name: 'Fix lineup' }).click();
  await expect(nextGame.getByText('Ready', { exact: true })).toBeVisible();
  await expect(nextGame.getByText('Your lineup is ready for this game.')).toBeVisible();
  await expect(problems).toHaveCount(0);
  const saved = await lineupOf(context.request, leagueId, teamId);
  expect(EVEN_STRENGTH.filter((s) => saved[s] === player.id)).toEqual([]);
  await shoot(page, 'team-home-desk-ready');

  // After a reload the desk reads the saved lineup: still ready.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Next Game' }).getByText('Ready', { exact: true }),
  ).toBeVisible();

  // The dashboard's desk line for the team says so too, and leads to it.
  await page.goto('/dashboard');
  const line = page.getByRole('listitem', { name: new RegExp(`in Desk `) });
  await expect(line.getByText('Ready', { exact: true })).toBeVisible();
  await expect(line.getByText(/^Next: (vs|@) /)).toBeVisible();
  await shoot(page, 'dashboard-desk');
  await line.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/team/${teamId}$`));
  await context.close();
  await commish.close();
});

// Issue 29 (docs/decisions/071): a defenceman the GM dressed at forward while a forward sits out holds the
// lineup back, and 'Fix lineup' puts a forward in his place.

const fullName = (p: RosterPlayer) => `${p.firstName} ${p.lastName}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A team of the fresh league with a healthy defenceman out of its lineup, and the lineup that dresses him
 * at Line 4 LW: the winger he replaces sits out, so a forward is free to play there.
 */
async function defencemanAtForward(api: APIRequestContext, leagueId: number, teamIds: number[]) {
  for (const teamId of teamIds) {
    const { players } = await ok<{ players: RosterPlayer[] }>(
      await api.get(`/api/team/league/${leagueId}/team/${teamId}`),
    );
    const lineup = await lineupOf(api, leagueId, teamId);
    const fit = (p: RosterPlayer) => p.status === 'active' && !p.injury;
    const dressedAt = (p: RosterPlayer) => EVEN_STRENGTH.filter((s) => lineup[s] === p.id);
    const defenceman = players.find((p) => p.position === 'D' && fit(p) && dressedAt(p).length === 0);
    const winger = players.find((p) => p.id === lineup.line4_lw);
    if (!defenceman || !winger || !fit(winger) || dressedAt(winger).length !== 1) continue;
    const forwards = players.filter((p) => !['D', 'G'].includes(p.position) && fit(p));
    const sittingOut = forwards.filter((p) => p === winger || dressedAt(p).length === 0);
    return { teamId, defenceman, sittingOut, lineup: { ...lineup, line4_lw: defenceman.id } };
  }
  throw new Error('No team of the fresh league has a healthy defenceman out of its lineup');
}

test('the desk flags a defenceman at forward while a forward sits out, and Fix lineup puts a forward there', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(api, { name: 'Desk D', teamCount: 4 });
  // A short schedule from tomorrow on: the desk has a next game and nothing needs simulating.
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(14) },
    }),
  );
  const teamIds = teams.map((t) => t.id);
  const picked = await defencemanAtForward(api, leagueId, teamIds);
  const { teamId, defenceman } = picked;
  await ok(await api.put(`/api/league/${leagueId}/team/${teamId}/gm`, { data: { username: gm.username } }));
  const context = await browser.newContext();
  await signIn(context, gm);
  await ok(
    await context.request.post(`/api/user/league/${leagueId}/team/${teamId}/save-lineup`, {
      data: { lineup: picked.lineup },
    }),
  );

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${teamId}`);
  const nextGame = page.getByRole('region', { name: 'Next Game' });
  const problems = nextGame.getByRole('list', { name: 'Lineup problems' });
  const spare = picked.sittingOut.map((p) => escaped(fullName(p))).join('|');
  await expect(problems.getByRole('listitem').filter({ hasText: fullName(defenceman) })).toHaveText(
    new RegExp(
      `^${escaped(fullName(defenceman))} \\(D\\) is a defenceman at Line 4 LW while (${spare}) \\((C|LW|RW)\\), a forward, sits out\\.\\s*$`,
    ),
  );
  await expect(nextGame.getByText('1 problem', { exact: true })).toBeVisible();
  await expect(nextGame.getByText('Your lineup is ready for this game.')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'team-home-desk-out-of-group');

  await nextGame.getByRole('button', { name: 'Fix lineup' }).click();
  await expect(page.getByText('Lineup fixed', { exact: true })).toBeVisible();
  await expect(nextGame.getByText('Ready', { exact: true })).toBeVisible();
  await expect(nextGame.getByText('Your lineup is ready for this game.')).toBeVisible();
  await expect(problems).toHaveCount(0);
  const saved = await lineupOf(context.request, leagueId, teamId);
  expect(picked.sittingOut.map((p) => p.id)).toContain(saved.line4_lw);
  expect(EVEN_STRENGTH.filter((s) => saved[s] === defenceman.id)).toEqual([]);
  await shoot(page, 'team-home-desk-out-of-group-fixed');
  await context.close();
  await commish.close();
});

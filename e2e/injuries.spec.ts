import { expect, test, type APIRequestContext } from '@playwright/test';
import { commissionerAndGm, signIn } from './support/accounts';
import { tabTo } from './support/keyboard';
import { customLeague, localDay, ok } from './support/league';

// Issue 13: injuries shown where a GM looks (depth chart 'Not Available', player page) and the goalie plan.

interface RosterPlayer {
  id: number;
  firstName: string;
  lastName: string;
  injury?: { type: string; returnDate: string } | null;
}

/**
 * The first player on any team of the league hurt until after `day`, as the API reports him, or null.
 * Games due today may still be played while the test runs; they heal only those back by today.
 */
async function findInjured(api: APIRequestContext, leagueId: number, teamIds: number[], day: string) {
  for (const teamId of teamIds) {
    const team = await ok<{ players: RosterPlayer[] }>(
      await api.get(`/api/team/league/${leagueId}/team/${teamId}`),
    );
    const hurt = team.players.find((p) => p.injury && p.injury.returnDate > day);
    if (hurt?.injury) return { teamId, player: hurt, injury: hurt.injury };
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-10-24' as the pages print it with its year: 'Oct 24, 2026'. */
const longDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
};

test('a player hurt in a simulated game shows under Not Available and on his page, with his return date', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(api, { name: 'Injuries', teamCount: 4 });
  const teamIds = teams.map((t) => t.id);
  await ok(
    await api.put(`/api/league/${leagueId}/team/${teamIds[0]}/gm`, { data: { username: gm.username } }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { playPastGames: true, gamesPerTeam: 40, startDate: localDay(-60), endDate: localDay(20) },
    }),
  );

  // The commissioner plays the season so far (the scheduler may play some of it too: each game once).
  await ok(
    await api.post(`/api/simulation/league/${leagueId}/simulate`, {
      data: { until: localDay(-1) },
      timeout: 90_000,
    }),
  );
  const hurt = await findInjured(api, leagueId, teamIds, localDay(0));
  if (!hurt) throw new Error('Nobody is hurt beyond today after 60 days of games');
  const name = `${hurt.player.firstName} ${hurt.player.lastName}`;
  const back = `Expected back ${longDay(hurt.injury.returnDate)}`;

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${hurt.teamId}/depth-chart`);
  await page.getByRole('button', { name: /^Not Available [1-9]/ }).click();
  const entry = page
    .getByRole('list', { name: 'Not available' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(entry).toContainText(hurt.injury.type);
  await expect(entry).toContainText(back);

  await entry.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Injured|Day-to-day): /)).toContainText(hurt.injury.type);
  await expect(page.getByText(back)).toBeVisible();
  await context.close();
  await commish.close();
});

test('a GM sets the goalie plan by keyboard on the lines page, and it holds after a reload', async ({
  browser,
  request,
}) => {
  const { gm, commish } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(commish.request, { name: 'Goalies', teamCount: 4 });

  const teamId = teams[0]?.id;
  await ok(
    await commish.request.put(`/api/league/${leagueId}/team/${teamId}/gm`, {
      data: { username: gm.username },
    }),
  );
  await commish.close();

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/lines`);
  const plan = page.getByRole('region', { name: 'Goalie Plan' });
  await expect(plan.getByText("Starter's share of starts: 72%")).toBeVisible();
  await expect(plan.getByText('Default', { exact: true })).toBeVisible();

  // The plan closes the page: walk back to it from the end.
  const share = plan.getByRole('slider', { name: "Starter's share of starts, in percent" });
  await tabTo(page, share, { back: true });
  await page.keyboard.press('Home');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(plan.getByText("Starter's share of starts: 60%")).toBeVisible();
  await page.keyboard.press('Tab');
  const rest = plan.getByRole('switch', { name: /Rest the Starter on back-to-backs/ });
  await expect(rest).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rest).not.toBeChecked();
  await tabTo(page, plan.getByRole('button', { name: 'Save Goalie Plan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Goalie plan saved.')).toBeVisible();
  await expect(plan.getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(plan.getByText("Starter's share of starts: 60%")).toBeVisible();
  await expect(share).toHaveAttribute('aria-valuenow', '60');
  await expect(rest).not.toBeChecked();
  await expect(plan.getByText('Default', { exact: true })).toHaveCount(0);
  const stored = await ok<{ goaliePlan: { starterShare: number; restOnBackToBack: boolean } }>(
    await context.request.get(`/api/team/league/${leagueId}/team/${teamId}/goalie-plan`),
  );
  expect(stored.goaliePlan).toEqual({ starterShare: 0.6, restOnBackToBack: false });
  await context.close();
});

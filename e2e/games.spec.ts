import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

interface LeagueTeam {
  id: number;
  name: string;
  abbreviation: string;
}

const DAY_MS = 86_400_000;
const localDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

// SPEC §2 Schedule, Game Center, Game viewer, Live game playback; §5 schedule CSV; §4 playback.
test('the commissioner uploads a schedule; the GM sees a final, its summary, and watches it live to the end', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const commishContext = await browser.newContext();
  const gmContext = await browser.newContext();
  const commissioner = await registerVerifiedUser(commishContext.request, 'commish');
  const gm = await registerVerifiedUser(gmContext.request, 'gm');
  await signIn(commishContext, commissioner);
  await signIn(gmContext, gm);
  const api = commishContext.request;

  // A small custom league whose generated schedule started a week ago.
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: {
        name: `Pond Hockey ${Date.now().toString(36)}`,
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      },
    }),
  );
  const { teams } = await ok<{ teams: LeagueTeam[] }>(await api.get(`/api/league/${leagueId}`));
  const [t0, t1, t2, t3] = teams;
  if (!t0 || !t1 || !t2 || !t3) throw new Error('Expected four teams');
  await ok(await api.put(`/api/league/${leagueId}/team/${t0.id}/gm`, { data: { username: gm.username } }));
  // The commissioner generates the season in Commissioner Tools: it started a week ago.
  const tools = await commishContext.newPage();
  await tools.goto(`/league/${leagueId}/commish`);
  await tools.getByLabel('Games per team').fill('12');
  await tools.getByLabel('Start date').fill(localDay(-7));
  await tools.getByLabel('End date').fill(localDay(20));
  await tools.getByRole('button', { name: 'Generate schedule' }).click();
  // A week of games is already due: the count is shown first, and the commissioner plays them now.
  await expect(
    tools.getByText(/^\d+ games? would be played at once as soon as the schedule is saved/),
  ).toBeVisible();
  await tools.getByRole('button', { name: /^Play \d+ games? now$/ }).click();
  await expect(tools.getByText('Schedule generated: 24 games.')).toBeVisible();

  // The commissioner uploads two more games, pipe-delimited, six weeks out.
  const page = await commishContext.newPage();
  await page.goto(`/league/${leagueId}/schedule`);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.locator('[aria-current="date"]')).toBeVisible();
  const fileButton = page.getByLabel('Schedule CSV file');
  await expect(fileButton).toBeEnabled();
  const uploadDay = localDay(42);
  const csv = [
    'homeTeam|awayTeam|date',
    `${t0.name}|${t1.abbreviation}|${uploadDay}`,
    '',
    `${t2.abbreviation.toLowerCase()}| ${t3.name} |${uploadDay}`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'schedule.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('File parsed: 2 rows')).toBeVisible();
  await page.getByRole('button', { name: 'Upload 2 games' }).click();
  await expect(page.getByText('2 games were added to the schedule.')).toBeVisible();
  // The calendar opens on the league's today, which its time zone may keep a day (and a month) behind.
  const today = (await page.locator('[aria-current="date"]').getAttribute('data-date')) ?? uploadDay;
  const monthOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const months = monthOf(uploadDay) - monthOf(today);
  for (let i = 0; i < months; i++) await page.getByRole('button', { name: 'Next month' }).click();
  const cell = page.locator(`[data-date="${uploadDay}"]`);
  await expect(cell.getByText(`${t1.abbreviation} @ ${t0.abbreviation}`)).toBeVisible();
  await expect(cell.getByText(`${t3.abbreviation} @ ${t2.abbreviation}`)).toBeVisible();

  // The Season panel plays every game due through the next day, and says how many it played.
  await tools.goto(`/league/${leagueId}/commish`);
  const season = tools.getByRole('region', { name: 'Season' });
  await season.getByRole('button', { name: 'Advance a day' }).click();
  await expect(season.getByText(/\d+ games? played; now /)).toBeVisible({ timeout: 60_000 });

  // The GM opens Game Center and sees a final.
  const gmPage = await gmContext.newPage();
  await gmPage.goto(`/league/${leagueId}/game`);
  const past = gmPage.getByRole('region', { name: 'Past Games' });
  const final = past.getByRole('article').first();
  await expect(final.getByText(/^Final: \d+ - \d+/)).toBeVisible();
  const score = (await final.getByText(/^Final: /).textContent())?.replace('Final: ', '') ?? '';

  // Summary: the viewer with the score header, the box score and the game summary.
  await final.getByRole('link', { name: /^Summary:/ }).click();
  await expect(gmPage).toHaveURL(/\/game\/viewer\?gameId=\d+$/);
  await expect(gmPage.getByRole('region', { name: /^Final score:/ })).toBeVisible();
  await expect(gmPage.getByRole('region', { name: '1st Period' })).toBeVisible();
  await gmPage.getByRole('tab', { name: 'Box Score' }).click();
  await expect(gmPage.getByRole('columnheader', { name: 'SV%' }).first()).toBeVisible();
  await gmPage.getByRole('tab', { name: 'Game Summary' }).click();
  await expect(gmPage.getByRole('region', { name: 'Goalies' })).toBeVisible();
  // A reload loses the navigation state; the viewer loads the game by its id.
  await gmPage.reload();
  await expect(gmPage.getByRole('region', { name: /^Final score:/ })).toBeVisible();

  // Watch: play the game live (1 s an event from the start), period by period, to the end.
  await gmPage.goto(`/league/${leagueId}/game`);
  await gmPage
    .getByRole('region', { name: 'Past Games' })
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Watch:/ })
    .click();
  await expect(gmPage.getByRole('heading', { name: 'Live Game Playback' })).toBeVisible();
  await expect(gmPage.getByRole('button', { name: /^Speed: 1 s/ })).toBeVisible();
  const complete = gmPage.getByText('Game Complete');
  for (let period = 0; period < 6 && !(await complete.isVisible()); period++) {
    await gmPage.getByRole('button', { name: 'Simulate Period' }).click();
  }
  await expect(complete).toBeVisible();
  const [home, away] = score.split(/ - | \(/).map((s) => s.trim());
  await expect(gmPage.getByLabel(/ score$/).first()).toHaveText(home ?? '');
  await expect(gmPage.getByLabel(/ score$/).nth(1)).toHaveText(away ?? '');
  await gmPage.getByRole('button', { name: 'View Summary' }).click();
  await expect(gmPage).toHaveURL(/\/game\/viewer\?gameId=\d+$/);
  await expect(gmPage.getByRole('tab', { name: 'Play-by-Play', selected: true })).toBeVisible();
  // The live page was replaced in the history: Back returns to Game Center.
  await gmPage.goBack();
  await expect(gmPage).toHaveURL(new RegExp(`/league/${leagueId}/game$`));
});

import { expect, test } from '@playwright/test';
import { playedLeagueWithGm } from './support/league-with-gm';

// A signed-in GM's league home arrives with its start-up answers (docs/decisions/053): the browser renders
// the home from them and asks the API for none of them again.
test('a GM opens his league home without asking the API for what the page brought', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { league, gmContext: context } = await playedLeagueWithGm(browser, request, 'Start-up League');
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api'.length));
  });
  const html = await page.goto(`/league/${league.leagueId}`);
  expect(html?.headers()['cache-control']).toBe('private, no-store');

  // The news the page brought is shown: its latest items are games, injuries or moves, as the week went.
  const news = page.getByRole('region', { name: 'Latest News' });
  await expect(news).toBeVisible();
  await expect(news.getByRole('listitem').first().getByRole('link')).toBeVisible();
  const brought = ['/auth/check-session', '/db/users/get', `/league/${league.leagueId}`];
  for (const list of ['schedule/progress', 'feed', 'standings', 'stats/leaders', 'clock'])
    brought.push(`/league/${league.leagueId}/${list}`);
  expect(asked.filter((path) => brought.includes(path))).toEqual([]);
  // The home shows a few rows of the season: it never downloads the whole schedule or the whole stats.
  for (const whole of ['schedule', 'stats'])
    expect(asked).not.toContain(`/league/${league.leagueId}/${whole}`);
  // The element is read once and leaves the page.
  await expect(page.locator('#start-up-answers')).toHaveCount(0);
});

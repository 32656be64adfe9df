import { expect, test } from '@playwright/test';
import { seriousViolations, settle } from './support/axe';
import { playedLeagueWithGm } from './support/league-with-gm';

// Issue 15: the league's news feed — league home's Latest News, the News page and its filters.
test('a GM reads Latest News, opens All news, reads a result there and filters it to one category', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { gm, league, gmContext } = await playedLeagueWithGm(browser, request, 'News League');
  const firstTeam = league.teams[0]?.name ?? '';

  const page = await gmContext.newPage();
  await page.goto(`/league/${league.leagueId}`);
  const latest = page.getByRole('region', { name: 'Latest News' });
  // The home's few latest items are the week's last results, injuries or moves, as the games went.
  await expect(latest.getByRole('listitem').first().getByRole('link')).toBeVisible();

  await latest.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(new RegExp(`/league/${league.leagueId}/news$`));
  await expect(page.getByRole('heading', { name: 'League News', level: 1 })).toBeVisible();
  const news = page.getByRole('list', { name: 'News' });
  // A result in one line: the winner, the loser and the score, linking to the game.
  const result = news.getByRole('link', { name: / beat .+ \d+–\d+/ }).first();
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('href', /\/game\/viewer\?gameId=\d+$/);

  // Transactions only: the GM's arrival, no results.
  await page.locator('label', { hasText: 'Transactions' }).click();
  await expect(page.getByRole('radio', { name: 'Transactions' })).toBeChecked();
  await expect(
    news.getByRole('link', {
      name: `${gm.username} is the new GM of ${firstTeam} (named by the commissioner).`,
    }),
  ).toBeVisible();
  await expect(news.getByRole('link', { name: / beat / })).toHaveCount(0);
  await expect(news.getByRole('listitem')).toHaveCount(1);

  // Back to everything with the keyboard: the chips are a radio group.
  await page.getByRole('radio', { name: 'All' }).focus();
  await page.getByRole('radio', { name: 'All' }).press('Space');
  await expect(news.getByRole('link', { name: / beat / }).first()).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

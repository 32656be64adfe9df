import { expect, test, type Page } from '@playwright/test';
import { settle, useColorScheme } from './support/axe';
import { ok } from './support/league';
import { playedLeagueWithGm } from './support/league-with-gm';
import { shootScreens } from './support/screenshots';

// Issue 31 (docs/decisions/081): after a simulated week the GM's bell counts and lists only what needs his
// action; the week's results wait, grouped, under News.

const SHOTS = process.env.BELL_SHOTS;

/** The popover open on a tab, at phone and desktop width, light and dark. */
async function shootPopover(page: Page, tab: string, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useColorScheme(page, 'light');
}

test("a GM's bell after a simulated week holds only what needs action", async ({ browser, request }) => {
  const { gmContext } = await playedLeagueWithGm(browser, request, 'Bell Week');
  const page = await gmContext.newPage();
  await page.goto('/dashboard');

  const action = await ok<{ needsAction: number; notifications: { kind: string }[] }>(
    await page.request.get('/api/notifications?tab=action'),
  );
  // Being made GM of the team is the one thing sure to wait; an injured regular may add a lineup warning.
  expect(action.needsAction).toBeGreaterThanOrEqual(1);
  const bell = page.getByRole('button', { name: `Notifications, ${action.needsAction} unread` });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toContainText(String(action.needsAction));

  await bell.click();
  await expect(page.getByRole('tab', { name: `Needs action (${action.needsAction})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const waiting = page
    .getByRole('list', { name: 'Notifications that need action' })
    .getByTestId('notification-item');
  await expect(waiting).toHaveCount(action.needsAction);
  await expect(waiting.filter({ hasText: /made you GM of/ })).toHaveCount(1);
  for (const text of await waiting.allInnerTexts()) {
    expect(text).not.toMatch(/^Final:| played \d+:/);
    expect(text).toMatch(/made you GM of|needs attention/);
  }
  await shootPopover(page, 'Needs action', 'bell-action');

  // The week's games: one line under News, which the count leaves out.
  await page.getByRole('tab', { name: 'News' }).click();
  const news = page.getByRole('list', { name: 'News notifications' }).getByTestId('notification-item');
  await expect(news.filter({ hasText: / played \d+: [WL] \d+–\d+|^Final:/ })).toHaveCount(1);
  await expect(page.getByTestId('notification-count')).toContainText(String(action.needsAction));
  await shootPopover(page, 'News', 'bell-news');

  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  const games = page.getByRole('region', { name: 'Games' });
  await expect(
    games.getByText("Your team's results, one line per run of games while you have not read it."),
  ).toBeVisible();
  await expect(games.getByText('Default: Off')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Players' }).getByText('Default: Off')).toHaveCount(2);
  await shootScreens(page, SHOTS, 'settings');
  await gmContext.close();
});

import { expect, type Locator, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { ok } from './support/league';
import { settle, useColorScheme } from './support/axe';
import { shootScreens } from './support/screenshots';

/** With PRIVATE_SHOTS set: the section alone at phone and desktop width, light and dark. */
async function shootSection(section: Locator, name: string) {
  const folder = process.env.PRIVATE_SHOTS;
  if (!folder) return;
  const page = section.page();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      await settle(page);
      await section.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useColorScheme(page, 'light');
}

// Issue 27: a league among friends is private. PRIVATE_SHOTS=<folder> saves the new screens.
test('a commissioner makes the league members-only and an outsider’s link shows "This league is private"', async ({
  browser,
  request,
}) => {
  const commissioner = await registerVerifiedUser(request, 'friends');
  const outsider = await registerVerifiedUser(request, 'stranger');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const leagueName = `Friends League ${Date.now().toString(36)}`;
  const { id: leagueId } = await ok<{ id: number }>(
    await commishContext.request.post('/api/league/create', { data: { name: leagueName } }),
  );
  const outsiderContext = await browser.newContext();
  await signIn(outsiderContext, outsider);
  const stranger = await outsiderContext.newPage();

  // Public, as every league starts: the outsider's link opens it.
  await stranger.goto(`/league/${leagueId}`);
  await expect(stranger.getByRole('heading', { name: leagueName })).toBeVisible();

  const page = await commishContext.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const section = page.getByRole('region', { name: 'Who can see the league' });
  await expect(section.getByText('Currently public.')).toBeVisible();
  await section.getByRole('radio', { name: /Members only/ }).check();
  await shootSection(section, 'visibility-setting');
  await section.getByRole('button', { name: 'Save visibility' }).click();
  await expect(page.getByText('The league is now members only.')).toBeVisible();
  await expect(section.getByText('Currently members only.')).toBeVisible();

  // The outsider's link now finds nothing to read: the page says why it may be so, and the way back.
  await stranger.goto(`/league/${leagueId}/standings`);
  await expect(stranger.getByText('This league is private', { exact: false })).toBeVisible();
  await expect(stranger.getByText(leagueName)).toHaveCount(0);
  await shootScreens(stranger, process.env.PRIVATE_SHOTS, 'private-league');
  await stranger.getByRole('link', { name: 'Back to your leagues' }).click();
  await expect(stranger).toHaveURL(/\/dashboard$/);

  // The commissioner still reads his league.
  await page.goto(`/league/${leagueId}`);
  await expect(page.getByRole('heading', { name: leagueName })).toBeVisible();
  await expect(page.getByText('This league is private', { exact: false })).toHaveCount(0);

  await commishContext.close();
  await outsiderContext.close();
});

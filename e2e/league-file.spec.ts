import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { customLeague } from './support/league';

// The sample ZenGM hockey league kept beside the repository (packages/domain's zengm-sample-file test reads it
// too); not part of the repository, so its case is skipped where the file is absent.
const ZENGM_SAMPLE = '/work/shared/data/zengm/hockey-league-a.json.gz';

/** On /create-league/import: chooses the file through the file button, as a person does, and imports it. */
async function importFile(page: Page, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /League file/ }).click();
  await (await chooser).setFiles(path);
  await page.getByRole('button', { name: 'Import league' }).click();
}

/** Waits for the import's answer; a refused file fails the test at once with the server's reason. */
async function expectImported(page: Page, timeout: number): Promise<void> {
  const imported = page.getByRole('heading', { name: 'League imported' });
  const refused = page.getByRole('alert').filter({ hasText: 'The file could not be imported' });
  await expect(imported.or(refused)).toBeVisible({ timeout });
  if (await refused.isVisible()) throw new Error(`The import was refused: ${await refused.innerText()}`);
}

/** No serious axe violation on the page as it stands, light and dark; left light. */
async function expectAccessible(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await settle(page);
    // Only colours change with the scheme: the other rules run once.
    expect(await seriousViolations(page, scheme === 'dark' ? ['color-contrast'] : undefined)).toEqual([]);
  }
  await useColorScheme(page, 'light');
}

/** After an import: opens the new league from the result and its Teams page, and sees every team named. */
async function seeTeams(page: Page, leagueName: string, teamNames: string[]): Promise<void> {
  await page.getByRole('link', { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/league\/\d+$/);
  await expect(page.getByRole('heading', { name: leagueName })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'League menu' })
    .getByRole('link', { name: 'Teams', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  // The page's cards, not the strip of team logos above every league page.
  const cards = page.getByRole('link').filter({ hasText: /No GM assigned|GM: / });
  for (const team of teamNames) await expect(cards.filter({ hasText: team })).toBeVisible();
}

// Issue 32: the commissioner downloads the league file and another user imports it into a new league.
test('the commissioner downloads the league file and another user imports it into a new league', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'filer');
  const importer = await registerVerifiedUser(request, 'importer');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const { leagueId, teams } = await customLeague(commishContext.request, {
    name: 'League File',
    teamCount: 4,
  });
  const { name: leagueName } = (await (
    await commishContext.request.get(`/api/league/${leagueId}`)
  ).json()) as {
    name: string;
  };

  // The commissioner downloads the file from Commissioner Tools.
  const commish = await commishContext.newPage();
  await commish.goto(`/league/${leagueId}/commish`);
  const section = commish.getByRole('region', { name: 'League file' });
  // Commissioner Tools loads a dozen panels: on a busy machine, more than the usual ten seconds.
  await expect(section.getByRole('heading', { name: 'League file' })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/here or on another Rinkside host/)).toBeVisible();
  const downloading = commish.waitForEvent('download');
  await section.getByRole('link', { name: 'Download league file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.gz$/);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);

  // Another user imports it from the dashboard's link: he becomes the new league's commissioner.
  const importerContext = await browser.newContext();
  await signIn(importerContext, importer);
  const page = await importerContext.newPage();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Import a league file' }).click();
  await expect(page.getByRole('heading', { name: 'Import a league file' })).toBeVisible();
  await expectAccessible(page);
  await importFile(page, saved);
  await expectImported(page, 60_000);
  await expect(page.getByText(`${leagueName}, ${teams.length} teams.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What could not be carried' })).toBeVisible();
  await seeTeams(
    page,
    leagueName,
    teams.map((team) => team.name),
  );
  // He runs it: Commissioner Tools says where it came from.
  await page
    .getByRole('navigation', { name: 'League menu' })
    .getByRole('link', { name: 'Commissioner Tools' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Imported from a Rinkside league file: what was not carried' }),
  ).toBeVisible();

  await commishContext.close();
  await importerContext.close();
});

test('a ZenGM hockey league file becomes a league, with what could not be carried listed', async ({
  browser,
  request,
}) => {
  test.skip(!existsSync(ZENGM_SAMPLE), `No sample ZenGM file at ${ZENGM_SAMPLE}`);
  test.setTimeout(240_000);
  const importer = await registerVerifiedUser(request, 'zengm');
  const context = await browser.newContext();
  await signIn(context, importer);
  const page = await context.newPage();

  // From Create League's link.
  await page.goto('/create-league');
  await page.getByRole('link', { name: 'Import a league file' }).click();
  await expect(page).toHaveURL(/\/create-league\/import$/);
  await importFile(page, ZENGM_SAMPLE);
  await expectImported(page, 180_000);
  await expect(page.getByText(/, 32 teams\./)).toBeVisible();
  const notCarried = page.getByRole('list', { name: 'What could not be carried' });
  await expect(notCarried.getByText(/box scores of games already played are not carried/)).toBeVisible();
  await expect(notCarried.getByText(/ZenGM-only settings are not carried/)).toBeVisible();
  await expectAccessible(page);

  const newLeagueId = Number(
    /\/league\/(\d+)$/.exec(
      (await page.getByRole('link', { name: /^Open / }).getAttribute('href')) ?? '',
    )?.[1],
  );
  const { name, teams } = (await (await context.request.get(`/api/league/${newLeagueId}`)).json()) as {
    name: string;
    teams: { name: string }[];
  };
  expect(teams).toHaveLength(32);
  await seeTeams(
    page,
    name,
    teams.slice(0, 4).map((team) => team.name),
  );

  // What was not carried stays on Commissioner Tools, to read again later.
  await page
    .getByRole('navigation', { name: 'League menu' })
    .getByRole('link', { name: 'Commissioner Tools' })
    .click();
  await expect(
    page
      .getByRole('list', { name: 'Imported from a ZenGM file: what was not carried' })
      .getByText(/ZenGM-only settings are not carried/),
  ).toBeVisible();

  await context.close();
});

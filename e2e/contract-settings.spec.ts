import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 17 (docs/decisions/046): the commissioner lowers the league's cap in Contracts & cap; the cap
// sheet shows the new upper limit, and a GM reads the rules without changing them.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.SETTINGS_SHOTS, name);

test('the commissioner lowers the cap; the cap sheet shows it; a GM reads the rules', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [boss, gm] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'capgm'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Rules ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const team = teams[0] as { id: number; name: string };
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }));

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const section = page.getByRole('region', { name: 'Contracts & cap' });
  await expect(section.getByText('NHL defaults', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Largest active roster')).toHaveValue('23 players');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'contract-settings');

  // One cap for every season: the later rows removed, the first lowered to $90M, no growth.
  await section.getByRole('button', { name: 'Remove cap season 3' }).click();
  await section.getByRole('button', { name: 'Remove cap season 2' }).click();
  await section.getByLabel('Upper limit').fill('90000000');
  await section.getByLabel('Floor').fill('70000000');
  await section.getByLabel('Cap growth after the last season').fill('0');
  // A roster limit out of range is named before saving.
  await section.getByLabel('Largest active roster').fill('99');
  await expect(section.getByText('Largest active roster must be at most 60.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save contract settings' })).toBeDisabled();
  await section.getByLabel('Largest active roster').fill('23');
  await section.getByRole('button', { name: 'Save contract settings' }).click();
  await expect(page.getByText('Contract settings saved.')).toBeVisible();
  await expect(section.getByText('Custom', { exact: true })).toBeVisible();
  await expect(section.getByText(/This season \(.*\): cap \$90\.0M, floor \$70\.0M/)).toBeVisible();

  await page.goto(`/league/${leagueId}/team/${team.id}/cap`);
  await expect(page.getByRole('heading', { name: `${team.name} Cap Sheet` })).toBeVisible();
  // The cap space figure and each coming season: all $90.0M now.
  await expect(page.getByText(/of \$90\.0M/).first()).toBeVisible();
  await expect(page.getByText(/\$104\.0M/)).toHaveCount(0);

  // The GM reads the rules, with nothing to change.
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  const gmPage = await gmContext.newPage();
  await gmPage.goto(`/league/${leagueId}/team/${team.id}/cap`);
  await gmPage.getByRole('link', { name: 'League contract rules' }).click();
  await expect(gmPage.getByRole('heading', { name: 'Contract Rules' })).toBeVisible();
  const rules = gmPage.getByRole('region', { name: 'Contracts & cap' });
  await expect(rules.getByText(/cap \$90\.0M/)).toBeVisible();
  await expect(rules.getByRole('button', { name: 'Save contract settings' })).toHaveCount(0);
  // And how AI teams answer trades, the limits that keep them from being farmed among them.
  const ai = gmPage.getByRole('region', { name: 'How AI Teams Trade' });
  await expect(ai.getByText(/at most 2 trades with one team in 30 days/)).toBeVisible();
  expect(await seriousViolations(gmPage)).toEqual([]);
  await shoot(gmPage, 'contract-rules');
});

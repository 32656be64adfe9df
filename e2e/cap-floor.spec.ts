import { expect, test, type Page } from '@playwright/test';
import { commissionerAndGm, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { customLeague, ok } from './support/league';
import { shootScreens } from './support/screenshots';
import { withServerDb } from './support/server-db';

// Issue 30: a GM whose payroll has fallen under the floor is told on his desk by how much, with the pages
// that change it; the cap sheet says the same and what the payroll counts.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.FLOOR_SHOTS, name);

test('a GM under the floor is told on the desk by how much, and the cap sheet shows it', async ({
  browser,
  request,
}) => {
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(api, { name: 'Floor', teamCount: 4 });
  const team = teams[0];
  if (!team) throw new Error('No team');
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }));
  // His best-paid players leave on the minimum: the payroll drops under the floor.
  withServerDb((db) =>
    db.prepare('update players set cap_hit = min(cap_hit, 900000) where team_id = ?').run(team.id),
  );
  const sheet = await ok<{ payroll: number; season: { floor: number } }>(
    await api.get(`/api/league/${leagueId}/team/${team.id}/cap`),
  );
  expect(sheet.payroll).toBeLessThan(sheet.season.floor);

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${team.id}`);
  const notice = page.getByRole('status').filter({ hasText: 'Payroll below the floor' });
  await expect(notice).toContainText(/Your payroll of \$[\d.]+M is \$[\d.]+M under the floor of \$[\d.]+M/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'desk-below-floor');

  await notice.getByRole('link', { name: 'Cap sheet' }).click();
  await expect(page.getByRole('heading', { name: `${team.name} Cap Sheet` })).toBeVisible();
  const counts = page.getByRole('region', { name: 'What the payroll counts' });
  await expect(counts.getByRole('listitem').last()).toContainText('= Payroll $');
  await context.close();
  await commish.close();
});

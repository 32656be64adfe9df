import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ok } from './support/league';
import { withServerDb } from './support/server-db';
import { shootScreens } from './support/screenshots';

// Issue 17, free agency: a GM opens Free Agents, offers a free agent a contract; when the offer's time is
// up the server's job lets the player decide, and the cap sheet shows him signed.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.FA_SHOTS, name);

test('a GM offers a free agent a contract; he signs, and the cap sheet shows him', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [boss, gm] = [
    await registerVerifiedUser(request, 'faboss'),
    await registerVerifiedUser(request, 'fagm'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Market ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [team, , , aiTeam] = teams as [
    { id: number; name: string },
    unknown,
    unknown,
    { id: number; name: string },
  ];
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }));

  // One of an AI team's forwards is out of contract: a free agent whose last team it was.
  const agent = withServerDb((db) => {
    const row = db
      .prepare(
        "select id, first_name, last_name from players where team_id = ? and status = 'active' and position = 'C' order by overall limit 1",
      )
      .get(aiTeam.id) as { id: number; first_name: string; last_name: string };
    db.prepare('update players set team_id = null, last_team_id = ? where id = ?').run(aiTeam.id, row.id);
    // A league's payrolls are drawn at random and may leave the GM's team short of the room for his ask: it
    // lets its highest-paid forward go first, so the offer fits whatever they came to.
    db.prepare(
      "update players set team_id = null, last_team_id = ? where id = (select id from players where team_id = ? and status = 'active' and position in ('C', 'LW', 'RW') order by cap_hit desc limit 1)",
    ).run(team.id, team.id);
    return row;
  });
  const name = `${agent.first_name} ${agent.last_name}`;

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}`);
  await page.getByRole('link', { name: 'Free Agents' }).first().click();
  await expect(page.getByRole('heading', { name: 'Free Agents', level: 1 })).toBeVisible();
  await expect(page.getByText('Free agents can be signed')).toBeVisible();
  await page.getByLabel('Search').fill(agent.last_name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(aiTeam.name);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'free-agents');

  await row.getByRole('button', { name: `Offer ${name} a contract` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('He asks');
  await expect(dialog).toContainText('Your cap space after');
  const years = dialog.getByLabel('Seasons');
  await years.fill('9');
  await expect(dialog.getByRole('alert')).toContainText('The term must be 1 to 6 seasons.');
  await expect(dialog.getByRole('button', { name: 'Make offer' })).toBeDisabled();
  await years.fill('2');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'free-agents-offer');
  await dialog.getByRole('button', { name: 'Make offer' }).click();
  await expect(page.getByText(`Your offer to ${name} stands until he decides.`)).toBeVisible();
  const offerRow = page.getByRole('row').filter({ hasText: name }).first();
  await expect(offerRow).toContainText('Open');
  await expect(offerRow.getByRole('button', { name: `Withdraw the offer to ${name}` })).toBeVisible();

  // His decision period runs out; the server's free-agency job decides within seconds.
  withServerDb((db) =>
    db
      .prepare("update contract_offers set decide_at = '2000-01-01T00:00:00.000Z' where player_id = ?")
      .run(agent.id),
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('Signed', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'free-agents-signed');

  await page.goto(`/league/${leagueId}/team/${team.id}/cap`);
  await expect(page.getByRole('heading', { name: `${team.name} Cap Sheet` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

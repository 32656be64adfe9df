import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle } from './support/axe';
import { ok } from './support/league';
import { withServerDb } from './support/server-db';
import { shootScreens } from './support/screenshots';

// Issue 17: a GM sends a player down, waives another; a second GM claims him off waivers; the cap sheet
// and the transaction log show each step.

interface SheetPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  placement: string;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.ROSTER_SHOTS, name);

test('a GM sends a player down and waives another; a second GM claims him; the cap sheets show it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [boss, gmA, gmB] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'capa'),
    await registerVerifiedUser(request, 'capb'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Cap ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [teamA, teamB] = teams as [{ id: number; name: string }, { id: number; name: string }];
  for (const [team, gm] of [
    [teamA, gmA],
    [teamB, gmB],
  ] as const)
    await ok(
      await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }),
    );

  // Rosters of 22 and 21; one of A's skaters just signed (exempt), another ten years in (not exempt).
  const sheetOf = async (teamId: number) =>
    ok<{ season: { startYear: number }; players: SheetPlayer[] }>(
      await api.get(`/api/league/${leagueId}/team/${teamId}/cap`),
    );
  const sheetA = await sheetOf(teamA.id);
  const skaters = sheetA.players.filter((p) => p.placement === 'active' && p.position !== 'G');
  const [rookie, veteran] = skaters as [SheetPlayer, SheetPlayer];
  const year = sheetA.season.startYear;
  withServerDb((db) => {
    for (const [teamId, size] of [
      [teamA.id, 22],
      [teamB.id, 21],
    ] as const) {
      const active = db
        .prepare("select id from players where team_id = ? and status = 'active' order by cap_hit desc, id")
        .all(teamId) as { id: number }[];
      for (const { id } of active.slice(size))
        db.prepare("update players set status = 'minors' where id = ?").run(id);
    }
    // B has cleared room under the cap for the claim: a new league's teams spend near it.
    db.prepare('update players set cap_hit = min(cap_hit, 1000000) where team_id = ?').run(teamB.id);
    db.prepare(
      'update players set first_contract_year = ?, prior_games = 0, age_at_first_contract = 25 where id = ?',
    ).run(year, rookie.id);
    db.prepare(
      'update players set first_contract_year = ?, prior_games = 500, age_at_first_contract = 20 where id = ?',
    ).run(year - 10, veteran.id);
  });
  const rookieName = `${rookie.firstName} ${rookie.lastName}`;
  const veteranName = `${veteran.firstName} ${veteran.lastName}`;

  // GM A: the roster page's figures, a send-down made at once, a waiver confirmed first.
  const a = await browser.newContext();
  await signIn(a, gmA);
  const page = await a.newPage();
  await page.goto(`/league/${leagueId}/roster`);
  await expect(page.getByText('22 / 23')).toBeVisible();
  await page.getByRole('button', { name: `Moves for ${rookieName}` }).click();
  await page.getByRole('menuitem', { name: 'Send to the minors' }).click();
  await expect(page.getByText(`${rookieName}: Sent to the minors.`)).toBeVisible();
  await expect(page.getByText('21 / 23')).toBeVisible();

  await page.getByRole('button', { name: `Moves for ${veteranName}` }).click();
  await page.getByRole('menuitem', { name: 'Send to the minors' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${veteranName} is not exempt from waivers`);
  // Measured once the menu has closed and the dialog has opened: not on their transitions.
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Place on waivers' }).click();
  await expect(page.getByText(`${veteranName}: Placed on waivers, headed to the minors.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: veteranName }).getByText('On waivers')).toBeVisible();
  await shoot(page, 'roster-moves');

  // GM B claims him from the waiver wire.
  const b = await browser.newContext();
  await signIn(b, gmB);
  const pageB = await b.newPage();
  await pageB.goto(`/league/${leagueId}/waivers`);
  const row = pageB.getByRole('row').filter({ hasText: veteranName });
  await expect(row).toContainText(teamA.name);
  expect(await seriousViolations(pageB)).toEqual([]);
  await shoot(pageB, 'waivers');
  await row.getByRole('button', { name: `Claim ${veteranName}` }).click();
  await expect(row.getByText('Claimed')).toBeVisible();

  // His 24 hours run out; the server's waiver job gives him to B within seconds.
  withServerDb((db) =>
    db.prepare("update waivers set ends_at = '2000-01-01T00:00:00.000Z' where player_id = ?").run(veteran.id),
  );
  await pageB.goto(`/league/${leagueId}/team/${teamB.id}/cap`);
  await expect(async () => {
    await pageB.reload();
    await expect(pageB.getByRole('row').filter({ hasText: veteranName })).toContainText('Roster', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(pageB.getByRole('heading', { name: `${teamB.name} Cap Sheet` })).toBeVisible();
  await expect(pageB.getByRole('heading', { name: 'Committed by season' })).toBeVisible();
  // What the payroll counts adds up to the payroll tile: roster, the minors' charged part, and so on.
  const counts = pageB.getByRole('region', { name: 'What the payroll counts' });
  const payrollTile = pageB.getByText('Payroll', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(counts.getByRole('listitem').last()).toHaveText(`= Payroll ${await payrollTile.innerText()}`);
  await expect(counts.getByRole('listitem').first()).toContainText('Roster $');
  expect(await seriousViolations(pageB)).toEqual([]);
  await shoot(pageB, 'cap-sheet');

  await pageB.goto(`/league/${leagueId}/transactions`);
  await expect(pageB.getByRole('row').filter({ hasText: veteranName }).first()).toContainText(
    `Claimed off waivers from ${teamA.name}`,
  );
  await expect(pageB.getByRole('row').filter({ hasText: rookieName })).toContainText('Sent to the minors');
  expect(await seriousViolations(pageB)).toEqual([]);
  await shoot(pageB, 'transactions');
});

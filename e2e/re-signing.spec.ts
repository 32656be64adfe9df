import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ok } from './support/league';
import { withServerDb } from './support/server-db';
import { shootScreens } from './support/screenshots';

// Issue 17, re-signing: a GM opens Re-sign Players, offers an expiring player less than he asks, gets a
// counter, accepts it, and the cap sheet shows the new contract's seasons after the old one.

interface ListPlayer {
  id: number;
  firstName: string;
  lastName: string;
  ask: { capHit: number; years: number } | null;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.RESIGN_SHOTS, name);

test('a GM re-signs an expiring player after his counter, and the cap sheet shows the new contract', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [boss, gm] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'resign'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Re-sign ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const team = teams[0] as { id: number; name: string };
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }));

  // Three of the team's regulars in their contract's last season; the dearest is 24, a restricted one.
  const restrictedId = withServerDb((db) => {
    const ids = (
      db
        .prepare(
          "select id from players where team_id = ? and status = 'active' order by cap_hit desc, id limit 3",
        )
        .all(team.id) as { id: number }[]
    ).map((r) => r.id);
    for (const id of ids) db.prepare('update players set contract_years = 1, age = 29 where id = ?').run(id);
    // Room under next season's cap for his new deal: a new league's teams spend near the cap.
    db.prepare(
      `update players set cap_hit = min(cap_hit, 1000000) where team_id = ? and id not in (${ids.join(', ')})`,
    ).run(team.id);
    db.prepare('update players set age = 24, prior_accrued_seasons = 2 where id = ?').run(ids[0]);
    return ids[0];
  });

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${team.id}`);
  await page.getByRole('link', { name: 'Re-sign Players' }).click();
  await expect(page.getByRole('heading', { name: `${team.name}: Re-sign Players` })).toBeVisible();
  const list = await ok<{ players: ListPlayer[] }>(
    await context.request.get(`/api/league/${leagueId}/team/${team.id}/re-signing`),
  );
  // The restricted one: his row offers a qualifying offer.
  const player = list.players.find((p) => p.id === restrictedId) as ListPlayer;
  const ask = player.ask ?? { capHit: 0, years: 1 };
  const name = `${player.firstName} ${player.lastName}`;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('progressbar', { name: new RegExp(`${name}'s mood`) })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Qualifying offer to/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 're-signing');

  // Offer 90% of his ask at his term: he counters.
  await row.getByRole('button', { name: `Negotiate with ${name}` }).click();
  const form = page.getByRole('form', { name: `Offer to ${name}` });
  const low = Math.round((ask.capHit * 0.9) / 25_000) * 25_000;
  await form.getByLabel('Cap hit').fill(String(low));
  await form.getByLabel('Seasons').fill(String(ask.years));
  await expect(form.getByText(/Next season's cap space after it/)).toBeVisible();
  await form.getByRole('button', { name: 'Make offer' }).click();
  const counter = page.getByRole('button', { name: /^Accept counter/ });
  await expect(counter).toBeVisible();
  await expect(page.getByText(`${name} countered`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 're-signing-counter');

  await counter.click();
  await expect(page.getByText(`${name} accepted`)).toBeVisible();
  await expect(row.getByText(/^Signed: /)).toBeVisible();

  // The cap sheet: his old contract's last season, then the new one's.
  await page.getByRole('link', { name: 'Cap Sheet', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${team.name} Cap Sheet` })).toBeVisible();
  const sheetRow = page.getByRole('row').filter({ hasText: name });
  await expect(sheetRow.getByText('NEW')).toBeVisible();
  expect(await sheetRow.getByRole('cell').filter({ hasText: /^\$/ }).count()).toBe(
    Math.min(5, 1 + ask.years),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 're-signing-cap-sheet');
});

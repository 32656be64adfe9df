import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { ok } from './support/league';
import { withServerDb } from './support/server-db';

const DAY = 86_400_000;
const SHOTS = '/tmp/s5/shots/inactive-gms';

/** What weeks away leave on a seat, written where the server keeps it. */
function awaySince(teamId: number, userId: number, days: number, autopilot: boolean) {
  const at = new Date(Date.now() - days * DAY).toISOString();
  const autopilotAt = autopilot ? new Date(Date.now() - (days - 7) * DAY).toISOString() : null;
  withServerDb((db) =>
    db
      .prepare(
        `INSERT INTO gm_activity (team_id, user_id, tracked_since, last_active_at, nudged_at, autopilot_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (team_id) DO UPDATE SET user_id = excluded.user_id, tracked_since = excluded.tracked_since,
           last_active_at = excluded.last_active_at, nudged_at = excluded.nudged_at, autopilot_at = excluded.autopilot_at`,
      )
      .run(teamId, userId, at, at, at, autopilotAt),
  );
}

const teamRow = (page: Page, abbreviation: string) => page.getByTestId(`commish-team-${abbreviation}`);

test('the commissioner sees each GM’s last activity and vacates a long-inactive seat', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [commissioner, gone, away, here] = [
    await registerVerifiedUser(request, 'commish'),
    await registerVerifiedUser(request, 'gone'),
    await registerVerifiedUser(request, 'away'),
    await registerVerifiedUser(request, 'here'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, commissioner);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: 'Front Office', mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  type Team = { id: number; abbreviation: string; name: string; gm: { id: number } | null };
  let { teams } = await ok<{ teams: Team[] }>(await api.get(`/api/league/${leagueId}`));
  for (const [i, gm] of [gone, away, here].entries())
    await ok(
      await api.put(`/api/league/${leagueId}/team/${teams[i]?.id}/gm`, { data: { username: gm.username } }),
    );
  ({ teams } = await ok<{ teams: Team[] }>(await api.get(`/api/league/${leagueId}`)));
  const [goneTeam, awayTeam, hereTeam] = teams as [Team, Team, Team];
  awaySince(goneTeam.id, goneTeam.gm?.id ?? 0, 15, true);
  awaySince(awayTeam.id, awayTeam.gm?.id ?? 0, 8, true);

  // The GM still here looks at the league: that is activity.
  const hereContext = await browser.newContext();
  await signIn(hereContext, here);
  await ok(await hereContext.request.get(`/api/league/${leagueId}`));

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const goneRow = teamRow(page, goneTeam.abbreviation);
  await expect(goneRow.getByText('Last active 15 days ago')).toBeVisible();
  await expect(goneRow.getByText('Autopilot')).toBeVisible();
  await expect(teamRow(page, hereTeam.abbreviation).getByText('Last active just now')).toBeVisible();
  const awayRow = teamRow(page, awayTeam.abbreviation);
  await expect(awayRow.getByText('Last active 8 days ago')).toBeVisible();
  await expect(awayRow.getByRole('button', { name: 'Vacate seat' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Inactive GMs' }).getByLabel('Autopilot after')).toHaveValue(
    '7 days',
  );

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await useColorScheme(page, scheme);
      await settle(page);
      if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('region', { name: 'Teams and GMs' }).screenshot({
        path: `${SHOTS}/teams-${width}-${scheme}.png`,
      });
      await page.getByRole('region', { name: 'Inactive GMs' }).screenshot({
        path: `${SHOTS}/settings-${width}-${scheme}.png`,
      });
    }

  await goneRow.getByRole('button', { name: 'Vacate seat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vacate this seat?' });
  await expect(dialog).toContainText('has been away 15 days');
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/confirm-1280-dark.png` });
  await dialog.getByRole('button', { name: 'Vacate seat' }).click();
  await expect(dialog).toBeHidden();
  await expect(goneRow.getByText('No GM')).toBeVisible();
  await expect(goneRow.getByText('Recruiting')).toBeVisible();

  // The seat is open to applications again, to someone with no team in the league.
  const newcomer = await browser.newContext();
  await signIn(newcomer, await registerVerifiedUser(request, 'newcomer'));
  const listed = await ok<{ team: { id: number } }[]>(await newcomer.request.get('/api/user/recruitments'));
  expect(listed.map((r) => r.team.id)).toContain(goneTeam.id);

  // Settings: a nudge no earlier than autopilot is refused in the form.
  const settings = page.getByRole('region', { name: 'Inactive GMs' });
  await settings.getByLabel('Nudge after').fill('7');
  await expect(settings.getByText(/must come before autopilot/)).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save thresholds' })).toBeDisabled();
  await settings.getByLabel('Nudge after').fill('2');
  await settings.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Inactivity settings saved.')).toBeVisible();
  expect(
    (await ok<{ nudgeDays: number }>(await api.get(`/api/league/${leagueId}/settings/inactivity`))).nudgeDays,
  ).toBe(2);
});

test('a GM on autopilot sees the banner on their team pages until they take over', async ({
  browser,
  request,
}) => {
  const [commissioner, away] = [
    await registerVerifiedUser(request, 'commish'),
    await registerVerifiedUser(request, 'away'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, commissioner);
  const { id: leagueId } = await ok<{ id: number }>(
    await commish.request.post('/api/league/create', {
      data: { name: 'Autopilot', mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number }[] }>(
    await commish.request.get(`/api/league/${leagueId}`),
  );
  const teamId = teams[0]?.id ?? 0;
  await ok(
    await commish.request.put(`/api/league/${leagueId}/team/${teamId}/gm`, {
      data: { username: away.username },
    }),
  );
  const { teams: seated } = await ok<{ teams: { id: number; gm: { id: number } | null }[] }>(
    await commish.request.get(`/api/league/${leagueId}`),
  );
  awaySince(teamId, seated[0]?.gm?.id ?? 0, 8, true);

  const context = await browser.newContext();
  await signIn(context, away);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/team/${teamId}/lines`);
  const banner = page.getByRole('status').filter({ hasText: 'Your team is on autopilot' });
  await expect(banner).toBeVisible();
  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 });
      await useColorScheme(page, scheme);
      await settle(page);
      await banner.screenshot({ path: `${SHOTS}/banner-${width}-${scheme}.png` });
    }
  // Looking around keeps the autopilot on; another team's page has no banner.
  await page.goto(`/league/${leagueId}/team/${teams[1]?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your team is on autopilot')).toHaveCount(0);
  await page.goto(`/league/${leagueId}/team/${teamId}`);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Take over now' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByText('Welcome back: you manage your team again.')).toBeVisible();
});

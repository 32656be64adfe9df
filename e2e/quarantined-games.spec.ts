import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { localDay, ok } from './support/league';
import { withServerDb } from './support/server-db';

// Issue 28 point 2 (docs/decisions/063): a game that cannot be played is set aside; its commissioner sees it
// with its error under Commissioner Tools and, once the cause is fixed, retries it.

/** The panel alone, at phone and desktop width, light and dark. */
async function shootPanel(page: Page, name: string): Promise<void> {
  const folder = process.env.QUARANTINE_SHOTS;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      await settle(page);
      await page
        .getByRole('region', { name: 'Set aside after failing' })
        .screenshot({ path: `${folder}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useColorScheme(page, 'light');
}

test('the commissioner sees a set-aside game with its error and retries it once fixed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const boss = await registerVerifiedUser(request, 'boss');
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: {
        name: `Set aside ${Date.now().toString(36)}`,
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const broken = teams[0];
  if (!broken) throw new Error('The league has no teams');
  // The first team loses its players: its games cannot be dressed.
  const roster = withServerDb((db) => {
    const ids = db.prepare('SELECT id FROM players WHERE team_id = ?').all(broken.id) as { id: number }[];
    db.prepare('UPDATE players SET team_id = NULL WHERE team_id = ?').run(broken.id);
    return ids.map((p) => p.id);
  });
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { playPastGames: true, gamesPerTeam: 6, startDate: localDay(-7), endDate: localDay(10) },
    }),
  );
  await ok(
    await api.post(`/api/simulation/league/${leagueId}/simulate`, {
      data: { until: localDay(-1) },
      timeout: 60_000,
    }),
  );
  // Its games failed once each; three failures take minutes of backoff, so the third is written here.
  const failed = withServerDb((db) => {
    const rows = db
      .prepare('SELECT id FROM games WHERE league_id = ? AND attempts > 0 ORDER BY start_at, id')
      .all(leagueId) as { id: number }[];
    db.prepare(
      `UPDATE games SET attempts = 3, next_attempt_at = NULL, quarantined_at = ? WHERE league_id = ? AND attempts > 0`,
    ).run(new Date().toISOString(), leagueId);
    return rows.map((g) => g.id);
  });
  expect(failed.length).toBeGreaterThan(0);

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const panel = page.getByRole('region', { name: 'Set aside after failing' });
  const list = panel.getByRole('list', { name: 'Games set aside' });
  await expect(list.getByRole('listitem')).toHaveCount(failed.length);
  await expect(list.getByText(/line1_c is empty; too few players/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootPanel(page, 'quarantined-games');

  withServerDb((db) => {
    const put = db.prepare('UPDATE players SET team_id = ? WHERE id = ?');
    for (const id of roster) put.run(broken.id, id);
  });
  await list.getByRole('listitem').first().getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/ was played\./)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(failed.length - 1);
  const status = withServerDb(
    (db) => db.prepare('SELECT status FROM games WHERE id = ?').get(failed[0]) as { status: string },
  );
  expect(status.status).toBe('final');
});

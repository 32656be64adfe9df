import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { advanceLeague, localDay, ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 31 (decision 082): the commissioner takes back a chosen pick; after the rollover a GM browses last
// season's draft and lottery with the selector, and sees where a player was drafted on his page.

interface Draft {
  seasonId: number;
  year: number;
  status: string;
  order: { overall: number; ownerTeam: { id: number }; player: { id: number; name: string } | null }[];
  onClock: { overall: number } | null;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.DRAFT_HISTORY_SHOTS, name);

/** Through the API: a four-team league played to the offseason, its first team run by the GM. */
async function offseasonLeague(api: APIRequestContext, gm: string) {
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Drafts ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const team = teams[0] as (typeof teams)[number];
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm } }));
  await ok(
    await api.put(`/api/league/${leagueId}/playoffs/settings`, {
      data: { teamCount: 2, seriesLengths: [1] },
    }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(20) },
    }),
  );
  await advanceLeague(api, leagueId, { to: 'regularSeasonEnd' });
  await advanceLeague(api, leagueId, { to: 'date', date: localDay(120) });
  const { settings } = await ok<{ settings: Record<string, unknown> }>(
    await api.get(`/api/league/${leagueId}/draft-settings`),
  );
  await ok(await api.put(`/api/league/${leagueId}/draft-settings`, { data: { ...settings, rounds: 2 } }));
  return { leagueId, team };
}

test("the commissioner takes back a pick; last season's draft and lottery browsed by season", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [boss, gm] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'gmdraft'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { leagueId, team } = await offseasonLeague(api, gm.username);
  const room = `/league/${leagueId}/draft`;

  // The lottery and the start; the AI teams pick at once, the commissioner picks for the GM's team.
  await ok(await api.post(`/api${room}/lottery`, { data: {} }));
  let draft = await ok<Draft>(await api.post(`/api${room}/start`, { data: {} }));
  while (draft.order.filter((s) => s.player).length < 3 && draft.onClock) {
    const { prospects } = await ok<{ prospects: { id: number; drafted: unknown; rank: number }[] }>(
      await api.get(`/api${room}/prospects`),
    );
    const best = prospects.filter((p) => p.drafted === null).sort((a, b) => a.rank - b.rank)[0];
    draft = await ok<Draft>(await api.post(`/api${room}/pick`, { data: { playerId: best?.id } }));
  }
  const second = draft.order[1]?.player?.name ?? '';

  // The commissioner takes back pick 2 and every pick after it, from the board.
  const boss1 = await commish.newPage();
  await boss1.goto(room);
  await boss1.getByRole('region', { name: 'Board' }).getByText('R1', { exact: true }).click();
  await boss1.getByRole('button', { name: 'Take back pick 2' }).click();
  const dialog = boss1.getByRole('dialog', { name: /^Take back pick 2/ });
  await expect(dialog).toContainText(`${second}`);
  await shoot(boss1, 'draft-undo-dialog');
  await dialog.getByRole('button', { name: 'Take back' }).click();
  await expect(boss1.getByTestId('draft-status')).toHaveText('Paused');
  const undone = await ok<Draft>(await api.get(`/api${room}`));
  expect(undone.onClock?.overall).toBe(2);
  expect(undone.order.filter((s) => s.overall >= 2 && s.player)).toEqual([]);

  // The rest made automatically, and the next season.
  const past = await ok<Draft>(await api.post(`/api${room}/auto`, { data: {} }));
  expect(past.status).toBe('complete');
  await ok(await api.post(`/api/league/${leagueId}/season/next`, { data: {} }));
  const mine = past.order.find((s) => s.ownerTeam.id === team.id && s.player);
  if (!mine?.player) throw new Error("The GM's team made no pick.");

  // The GM opens the draft room: this season's; he chooses last season's in the selector.
  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(room);
  await expect(page.getByRole('heading', { name: `${past.year + 1} Entry Draft` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Draft' }).selectOption(String(past.seasonId));
  await expect(page.getByRole('heading', { name: `${past.year} Entry Draft` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?season=${past.seasonId}$`));
  await expect(page.getByTestId('draft-status')).toHaveText('Complete');
  await expect(page.getByTestId('draft-board')).toContainText(past.order[0]?.player?.name ?? '');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'draft-room-past');

  // Its lottery, with the published seed, verified in the browser.
  await page.getByRole('link', { name: 'Lottery' }).click();
  await expect(page.getByRole('heading', { name: `${past.year} Draft Lottery` })).toBeVisible();
  await expect(page.getByText('Verified in your browser')).toBeVisible();
  await expect(page.getByTestId('lottery-seed')).toHaveText(/[0-9a-f]{32}/);
  await page.getByRole('button', { name: 'Reveal all' }).click();
  await shoot(page, 'draft-lottery-past');

  // His pick's page says where he was drafted; the cap sheet says who drafted him.
  await page.goto(`/league/${leagueId}/player/${mine.player.id}`);
  await expect(page.getByTestId('player-draft')).toContainText(`Drafted ${past.year}`);
  await shoot(page, 'player-drafted');
  // He is signed from the cap sheet, where the GM manages contracts; the sheet then says who drafted him.
  const name = mine.player.name;
  await page.goto(`/league/${leagueId}/team/${team.id}/cap`);
  const card = page.getByTestId('draft-rights').locator('.mantine-Paper-root', { hasText: name });
  await expect(card).toBeVisible();
  await shoot(page, 'cap-sheet-draft-rights');
  await card.getByRole('button', { name: 'Sign entry-level contract' }).click();
  await page
    .getByRole('dialog', { name: `Sign ${name}?` })
    .getByRole('button', { name: 'Sign contract' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    new RegExp(`Drafted by .*, ${past.year} R`),
  );
  await shoot(page, 'cap-sheet-drafted');

  // His other draftee, still unsigned, waits on the roster page too, and can be offered in a trade.
  const other = past.order.find(
    (s) => s.ownerTeam.id === team.id && s.player && s.player.id !== mine.player?.id,
  );
  const partner = past.order.find((s) => s.ownerTeam.id !== team.id)?.ownerTeam.id;
  if (other?.player && partner) {
    await page.goto(`/league/${leagueId}/roster`);
    await expect(page.getByTestId('draft-rights')).toContainText(other.player.name);
    await shoot(page, 'roster-draft-rights');
    await page.goto(`/league/${leagueId}/trades/new?with=${partner}`);
    await page.getByRole('checkbox', { name: `Give ${other.player.name}`, exact: true }).check();
    await shoot(page, 'trade-builder-prospects');
  }
});

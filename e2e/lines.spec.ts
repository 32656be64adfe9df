import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

// SPEC §2 Lines and Depth chart, §4 line editor and depth chart move, §5 position compatibility.

/** Drags with the real mouse: press, move past the 4 px activation distance, glide, release. */
async function mouseDrag(page: Page, source: Locator, target: Locator | { x: number; y: number }) {
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source not visible');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  let end = target as { x: number; y: number };
  if ('boundingBox' in target) {
    const to = await target.boundingBox();
    if (!to) throw new Error('drop target not visible');
    end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  }
  await page.mouse.move(end.x, end.y, { steps: 12 });
  return {
    drop: async () => {
      await page.mouse.move(end.x + 1, end.y + 1);
      await page.mouse.up();
    },
  };
}

/** 'Jordan Ouellet, C, overall 73' → 'J. Ouellet', as the cards print a name. */
const cardName = (label: string) => {
  const [first = '', ...rest] = (label.split(',')[0] ?? '').split(' ');
  return `${first.charAt(0)}. ${rest.join(' ')}`;
};

test('a GM sets lines with the mouse and the keyboard, saves them, and reorders the depth chart', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'boss');
  const gm = await registerVerifiedUser(request, 'gm');

  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const created = await commishContext.request.post('/api/league/create', {
    data: { name: `Lines ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: leagueId } = (await created.json()) as { id: number };
  const league = (await (await commishContext.request.get(`/api/league/${leagueId}`)).json()) as {
    teams: { id: number }[];
  };
  const teamId = league.teams[0]?.id;
  const assigned = await commishContext.request.put(`/api/league/${leagueId}/team/${teamId}/gm`, {
    data: { username: gm.username },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  const context = await browser.newContext();
  await signIn(context, gm);
  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/lines`);
  await expect(page.getByRole('heading', { name: 'Team Lines' })).toBeVisible();
  await expect(page.getByText('Loading Lineup...')).toBeHidden();

  const available = page.getByRole('list', { name: 'Available players' });
  await page
    .getByRole('region', { name: 'Available Players' })
    .getByText('Forwards', { exact: true })
    .click();
  const forwards = available.getByRole('button');
  const first = (await forwards.nth(0).getAttribute('aria-label')) ?? '';
  const second = (await forwards.nth(1).getAttribute('aria-label')) ?? '';
  const line1Lw = page.getByRole('group', { name: 'Line 1 LW' });
  const line1C = page.getByRole('group', { name: 'Line 1 C' });
  const line1Rw = page.getByRole('group', { name: 'Line 1 RW' });

  // Mouse: the first forward into Line 1 LW.
  const drag = await mouseDrag(page, forwards.nth(0), line1Lw);
  await drag.drop();
  await expect(line1Lw).toContainText(cardName(first));

  // Keyboard: pick the second forward up with Space, arrows jump slot to slot, Space drops.
  // Each key after the page has said what the last one did, as a screen-reader user hears it.
  await forwards.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up /)).toBeAttached();
  await page.keyboard.press('ArrowDown'); // the first slot: Line 1 LW
  await expect(line1Lw).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('ArrowRight'); // the next one: Line 1 C
  await expect(line1C).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  await expect(line1C).toContainText(cardName(second));
  await expect(page.getByText(`${cardName(second).slice(3)} placed in Line 1 C.`)).toBeAttached();

  // Dropping a slot's player outside any slot clears the slot.
  const right = line1Rw.getByRole('button', { name: /overall/ });
  const cleared = await mouseDrag(page, right, page.getByRole('heading', { name: 'Team Lines' }));
  await cleared.drop();
  await expect(line1Rw).toContainText('Empty');

  // The same player twice at even strength is allowed, with a warning on both cards.
  const again = await mouseDrag(page, forwards.nth(0), line1Rw);
  await again.drop();
  await expect(line1Rw).toContainText('Also in Line 1 LW');
  await expect(line1Lw).toContainText('Also in Line 1 RW');

  await page.getByRole('button', { name: 'Save Lineup' }).click();
  await expect(page.getByText('Lineup saved successfully!')).toBeVisible();
  await page.reload();
  await expect(line1Lw).toContainText(cardName(first));
  await expect(line1C).toContainText(cardName(second));
  await expect(line1Rw).toContainText(cardName(first));

  // Depth chart: move LW number 2 to the top, see the insert gap, save, reload.
  await page.goto(`/league/${leagueId}/depth-chart`);
  await expect(page.getByRole('heading', { name: /Depth Chart$/ })).toBeVisible();
  const lw = page.getByRole('region', { name: 'LW depth' });
  const before = await lw
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  expect(before.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Edit' }).click();
  const cards = lw.getByRole('button', { name: /overall/ });
  const move = await mouseDrag(page, cards.nth(1), cards.nth(0));
  await expect(lw.getByText('✓ Drop to insert')).toBeVisible();
  await move.drop();
  await expect(cards.nth(0)).toHaveAttribute('aria-label', (before[1] ?? '').replace('depth 2', 'depth 1'));

  // A goalie cannot go to LW: '✗ Invalid Position', and the drop is cancelled.
  const goalie = page
    .getByRole('region', { name: 'G depth' })
    .getByRole('button', { name: /overall/ })
    .first();
  const invalid = await mouseDrag(page, goalie, cards.nth(0));
  await expect(lw.getByText('✗ Invalid Position')).toBeVisible();
  await invalid.drop();
  await expect(lw.getByRole('button', { name: /overall/ })).toHaveCount(before.length);

  // Keyboard: pick up the third card, Up moves the insert point above the second, Space drops it.
  // As above: each key after the page has said what the last one did (a key pressed before the drag has
  // begun listening would go to the page instead). Here the card starts over its own place, so the page
  // says that at once, after 'Picked up'.
  await cards.nth(2).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^(Picked up .*|Drop to insert at LW, depth 3\.)$/)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(lw.getByText('✓ Drop to insert')).toBeVisible();
  await page.keyboard.press('Space');
  const names = (labels: (string | null)[]) => labels.map((label) => (label ?? '').split(',')[0]);
  const expected = names([before[1] ?? null, before[2] ?? null, before[0] ?? null]);
  await expect
    .poll(async () =>
      names(await cards.evaluateAll((c) => c.map((n) => n.getAttribute('aria-label')))).slice(0, 3),
    )
    .toEqual(expected);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Depth chart saved.')).toBeVisible();
  await page.reload();
  const links = lw.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(
    names(await links.evaluateAll((l) => l.map((n) => n.getAttribute('aria-label')))).slice(0, 3),
  ).toEqual(expected);
});

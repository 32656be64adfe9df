import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 33: two GMs of one league on its board. A starts a thread in Trades naming B; B, on the board,
// sees it arrive without reloading (the channel's and the menu's unread counts too); the bell's
// notification takes him to the post, drawn out, his name in it too; he replies, and A sees the reply
// without reloading.

interface Channel {
  id: number;
  name: string;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.BOARD_SCREENSHOTS, name);

/** The unread count the bell's name tells, 0 when it names none. */
async function bellUnread(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

/** No serious or critical axe violation, light and dark. */
async function expectAccessible(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await settle(page);
    expect(await seriousViolations(page, scheme === 'dark' ? ['color-contrast'] : undefined)).toEqual([]);
  }
  await useColorScheme(page, 'light');
}

test('a GM names another in Trades; each sees the other’s post arrive live', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const [boss, gmA, gmB] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'boarda'),
    await registerVerifiedUser(request, 'boardb'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Board ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number }[] }>(await api.get(`/api/league/${leagueId}`));
  for (const [team, gm] of [
    [teams[0], gmA],
    [teams[1], gmB],
  ] as const)
    await ok(
      await api.put(`/api/league/${leagueId}/team/${team?.id}/gm`, { data: { username: gm.username } }),
    );
  const { channels } = await ok<{ channels: Channel[] }>(
    await api.get(`/api/league/${leagueId}/board/channels`),
  );
  const trades = channels.find((c) => c.name === 'Trades');
  if (!trades) throw new Error('Expected the default Trades channel');
  await commish.close();

  const a = await browser.newContext();
  await signIn(a, gmA);
  const b = await browser.newContext();
  await signIn(b, gmB);

  // B reads General; the board has nothing new for him yet.
  const pageB = await b.newPage();
  await pageB.goto(`/league/${leagueId}/board`);
  await expect(pageB.getByRole('heading', { name: 'League Board', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pageB.getByRole('heading', { name: 'General', level: 2 })).toBeVisible();
  await expect(pageB.getByText('No threads yet — start one.')).toBeVisible();
  const bellBefore = await bellUnread(pageB);
  await expectAccessible(pageB);
  await shoot(pageB, 'board-empty');

  // A starts a thread in Trades, naming B; Ctrl+Enter sends it and opens it.
  const pageA = await a.newPage();
  await pageA.goto(`/league/${leagueId}/board/channel/${trades.id}`);
  await expect(pageA.getByRole('heading', { name: 'Trades', level: 2 })).toBeVisible({ timeout: 30_000 });
  await pageA.getByRole('button', { name: 'New thread' }).click();
  await pageA.getByRole('textbox', { name: 'Title' }).fill('Backup goalie for a pick?');
  await pageA
    .getByRole('textbox', { name: 'Post' })
    .fill(`@${gmB.username} would you move your **backup goalie** for a 2nd? <script>alert(1)</script>`);
  await shoot(pageA, 'board-new-thread');
  await pageA.getByRole('textbox', { name: 'Post' }).press('Control+Enter');
  await expect(pageA.getByRole('heading', { name: 'Backup goalie for a pick?', level: 1 })).toBeVisible();
  await expect(pageA).toHaveURL(new RegExp(`/league/${leagueId}/board/thread/\\d+$`));
  // What was typed as a tag is shown as text.
  await expect(pageA.getByRole('article').first()).toContainText('<script>alert(1)</script>');

  // B, without reloading: Trades now has an unread post, the menu counts it, the bell rings.
  const menuB = pageB.getByRole('navigation', { name: 'League menu' });
  await expect(menuB.getByRole('link', { name: /Board/ })).toContainText('1', { timeout: 15_000 });
  const channelsB = pageB.getByRole('navigation', { name: 'Channels' });
  await expect(channelsB.getByRole('link', { name: /Trades/ }).getByLabel('1 unread')).toBeVisible();
  await expect(async () => expect(await bellUnread(pageB)).toBeGreaterThan(bellBefore)).toPass({
    timeout: 15_000,
  });
  await shoot(pageB, 'board-unread');

  // B opens Trades (marking it read) and the thread: the mention of him is drawn out.
  await channelsB.getByRole('link', { name: /Trades/ }).click();
  await expect(pageB.getByRole('heading', { name: 'Trades', level: 2 })).toBeVisible();
  await expect(menuB.getByRole('link', { name: /Board/ })).not.toContainText('1');
  await expect(pageB.getByRole('link', { name: /Backup goalie for a pick\?/ })).toBeVisible();
  // The bell's mention leads to the post itself, drawn out.
  await pageB.getByRole('button', { name: /^Notifications/ }).click();
  await pageB.getByTestId('notification-item').filter({ hasText: 'mentioned you in' }).first().click();
  await expect(pageB.getByRole('heading', { name: 'Backup goalie for a pick?', level: 1 })).toBeVisible();
  await expect(pageB).toHaveURL(/\/board\/thread\/\d+#post-\d+$/);
  await expect(pageB.getByRole('article').first()).toHaveAttribute('data-highlighted', 'true');
  const mention = pageB.getByTitle('You were mentioned');
  await expect(mention).toHaveText(`@${gmB.username}`);
  await expect(pageB.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);

  // B replies with Ctrl+Enter; A sees the reply arrive without reloading.
  const replyB = pageB.getByRole('textbox', { name: 'Reply' });
  await replyB.fill(`Make it a 1st and he is yours, @${gmA.username}.`);
  await replyB.press('Control+Enter');
  await expect(replyB).toHaveValue('');
  await expect(pageB.getByRole('article')).toHaveCount(2);
  await expect(pageA.getByRole('article')).toHaveCount(2, { timeout: 15_000 });
  await expect(pageA.getByRole('article').nth(1)).toContainText('Make it a 1st and he is yours');
  await expect(pageA.getByRole('article').nth(1).getByTitle('You were mentioned')).toHaveText(
    `@${gmA.username}`,
  );

  // A reacts; B sees the reaction counted.
  await pageA.getByRole('article').nth(1).getByRole('button', { name: 'Add a reaction' }).click();
  await pageA.getByRole('button', { name: 'Fire' }).click();
  await expect(pageB.getByRole('button', { name: 'Fire: 1' })).toBeVisible({ timeout: 15_000 });

  await expectAccessible(pageB);
  await shoot(pageB, 'board-thread');
  await pageB.goto(`/league/${leagueId}/board/channel/${trades.id}`);
  await expect(pageB.getByRole('link', { name: /Backup goalie for a pick\?/ })).toBeVisible();
  await expectAccessible(pageB);
  await shoot(pageB, 'board-channel');
  await a.close();
  await b.close();
});

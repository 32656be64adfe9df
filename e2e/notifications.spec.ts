import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { ok } from './support/league';

// Issue 15: a GM learns live that the commissioner accepted his application, without reloading.
test('the bell counts the acceptance live, shows it, and marking it read clears the count', async ({
  browser,
  request,
}) => {
  const commissioner = await registerVerifiedUser(request, 'commish');
  const gm = await registerVerifiedUser(request, 'gm');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const leagueName = `Bell League ${Date.now().toString(36)}`;
  const { id: leagueId } = await ok<{ id: number }>(
    await commishContext.request.post('/api/league/create', { data: { name: leagueName } }),
  );
  const league = await ok<{ teams: { id: number; name: string }[] }>(
    await commishContext.request.get(`/api/league/${leagueId}`),
  );
  const team = league.teams[0];
  if (!team) throw new Error('The league has no teams');
  await ok(await commishContext.request.post(`/api/league/${leagueId}/team/${team.id}/recruitment`));

  // The GM applies from the recruitments page and keeps it open.
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  const page = await gmContext.newPage();
  await page.goto('/recruitments');
  const card = page.getByRole('article', { name: `${team.name}, ${leagueName}` });
  await card.getByRole('link', { name: `Apply Now for ${team.name}` }).click();
  await expect(card.getByText('Applied - Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The commissioner, in his own browser, sees the application in his bell and accepts it.
  const commish = await commishContext.newPage();
  await commish.goto(`/league/${leagueId}/commish`);
  await expect(commish.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await commish.getByRole('button', { name: `Accept ${gm.username}` }).click();
  await expect(commish.getByText(`${gm.username} is now GM of ${team.name}.`)).toBeVisible();

  // No reload: the event stream brings the count.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toContainText('1');
  await bell.click();
  const item = page.getByRole('list', { name: 'Notifications' }).getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(
    `Your application was accepted: you are now GM of ${team.name} in ${leagueName}.`,
  );
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // The acceptance leads to the team.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/team/${team.id}$`));

  await gmContext.close();
  await commishContext.close();
});

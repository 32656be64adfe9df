import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle } from './support/axe';
import { ok } from './support/league';
import { mailsTo } from './support/mail';

// Issue 15: a GM chooses e-mail for a kind and 'immediately' for the digest; the next such event is mailed.
test('a kind set to e-mail from the bell’s settings arrives as a mail when it happens', async ({
  browser,
  request,
}) => {
  const commissioner = await registerVerifiedUser(request, 'commish');
  const gm = await registerVerifiedUser(request, 'gm');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const leagueName = `Mail League ${Date.now().toString(36)}`;
  const { id: leagueId } = await ok<{ id: number }>(
    await commishContext.request.post('/api/league/create', { data: { name: leagueName } }),
  );
  const league = await ok<{ teams: { id: number; name: string }[] }>(
    await commishContext.request.get(`/api/league/${leagueId}`),
  );
  const team = league.teams[0];
  if (!team) throw new Error('The league has no teams');

  // The GM opens the settings from the bell's popover.
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  const page = await gmContext.newPage();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();

  const seats = page.getByRole('region', { name: 'League & seats' });
  const assigned = seats.getByRole('radiogroup', { name: 'You are made GM of a team' });
  await assigned.getByText('In app + e-mail').click();
  await expect(assigned.getByRole('radio', { name: 'In app + e-mail' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'How often' }).getByText('Immediately').click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // Saved on the server: a reload shows the same choices.
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: 'You are made GM of a team' })
      .getByRole('radio', { name: 'In app + e-mail' }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Immediately' })).toBeChecked();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The commissioner makes the GM the team's GM; the mail job sends it within seconds.
  await ok(
    await commishContext.request.put(`/api/league/${leagueId}/team/${team.id}/gm`, {
      data: { username: gm.username },
    }),
  );
  const line = `The commissioner made you GM of ${team.name} in ${leagueName}.`;
  await expect
    .poll(async () => (await mailsTo(gm.email)).filter((mail) => mail.includes(line)).length, {
      message: `a notification mail to ${gm.email}`,
      timeout: 20_000,
    })
    .toBe(1);
  const mail = (await mailsTo(gm.email)).find((m) => m.includes(line)) ?? '';
  expect(mail).toContain('Subject: Rinkside: 1 notification');
  expect(mail).toMatch(new RegExp(`/league/${leagueId}/team/${team.id}`));
  expect(mail).toContain('/settings/notifications');
  // The bell has it too.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

// SPEC §2 Recruitments, §4 Application, §8: the apply route applies, then goes to /recruitments;
// a refused application comes back as /recruitments?error={server message}.
test('a user applies from the recruitments grid; a second try shows the server’s reason', async ({
  browser,
  request,
}) => {
  const commissioner = await registerVerifiedUser(request, 'commish');
  const applicant = await registerVerifiedUser(request, 'gm');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const created = await commishContext.request.post('/api/league/create', {
    data: { name: `Apply League ${Date.now().toString(36)}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: leagueId } = (await created.json()) as { id: number };
  const league = (await (await commishContext.request.get(`/api/league/${leagueId}`)).json()) as {
    name: string;
    teams: { id: number; name: string }[];
  };
  const team = league.teams[0];
  if (!team) throw new Error('The league has no teams');
  const opened = await commishContext.request.post(`/api/league/${leagueId}/team/${team.id}/recruitment`);
  expect(opened.ok(), await opened.text()).toBe(true);

  const context = await browser.newContext();
  await signIn(context, applicant);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: new RegExp(`^Account menu for ${applicant.username}`) }).click();
  await page.getByRole('menuitem', { name: 'Recruitments' }).click();
  await expect(page.getByRole('heading', { name: 'Open Recruitments' })).toBeVisible();

  const card = page.getByRole('article', { name: `${team.name}, ${league.name}` });
  await card.getByRole('link', { name: `Apply Now for ${team.name}` }).click();
  await expect(page).toHaveURL(/\/recruitments$/);
  await expect(card.getByText('Applied - Pending')).toBeVisible();

  // Applying again is refused (409): the toast, then the server's message on the grid.
  const recruitments = (await (await context.request.get('/api/user/recruitments')).json()) as {
    id: number;
    team: { id: number };
  }[];
  const recruitment = recruitments.find((r) => r.team.id === team.id);
  if (!recruitment) throw new Error('The recruitment is not listed');
  await page.goto(`/league/${leagueId}/team/${team.id}/${recruitment.id}/apply`);
  await expect(page.getByText('Failed to apply for recruitment.')).toBeVisible();
  await expect(page).toHaveURL(/\/recruitments\?error=/);
  await expect(page.getByText('You have already applied for this team.')).toBeVisible();

  await context.close();
  await commishContext.close();
});

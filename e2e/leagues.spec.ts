import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

// SPEC §2 Create League, League layout, Roster, Player page, Profile; §6: the commissioner recruits a GM.
test('a commissioner creates a league and recruits a GM, who then sees his team, roster and player', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'commish');
  const gm = await registerVerifiedUser(request, 'gm');
  const leagueName = `Frozen Pond ${Date.now().toString(36)}`;

  // A signs in in the browser and creates an NHL-mode league.
  const commishContext = await browser.newContext();
  const commish = await commishContext.newPage();
  await commish.goto('/login');
  await commish.getByLabel('Username').fill(commissioner.username);
  await commish.getByLabel('Password').fill(commissioner.password);
  await commish.getByRole('button', { name: 'Sign In' }).click();
  await expect(commish).toHaveURL(/\/dashboard$/);
  await commish.getByRole('link', { name: 'Create New League' }).click();
  await expect(commish.getByRole('heading', { name: 'Create League' })).toBeVisible();
  const create = commish.getByRole('button', { name: 'Create League' });
  await expect(create).toBeDisabled();
  await commish.getByLabel('League name').fill(`  ${leagueName} `);
  await create.click();
  await expect(commish.getByText('League created successfully!')).toBeVisible();
  await expect(commish).toHaveURL(/\/league\/\d+$/);
  await expect(commish.getByRole('heading', { name: leagueName })).toBeVisible();
  const leagueId = Number(/\/league\/(\d+)/.exec(commish.url())?.[1]);

  // Open a recruitment for the first team in Commissioner Tools.
  const league = (await (await commishContext.request.get(`/api/league/${leagueId}`)).json()) as {
    teams: { id: number; name: string }[];
  };
  const team = league.teams[0];
  if (!team) throw new Error('The league has no teams');
  await commish
    .getByRole('navigation', { name: 'League menu' })
    .getByRole('link', { name: 'Commissioner Tools' })
    .click();
  await expect(commish.getByRole('heading', { name: 'Commissioner Tools' })).toBeVisible();
  await commish.getByRole('button', { name: `Open recruitment for ${team.name}` }).click();
  await expect(commish.getByText(`Recruitment opened for ${team.name}.`)).toBeVisible();

  // B applies from the recruitments page.
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  const page = await gmContext.newPage();
  await page.goto('/recruitments');
  const card = page.getByRole('article', { name: `${team.name}, ${leagueName}` });
  await card.getByRole('link', { name: `Apply Now for ${team.name}` }).click();
  await expect(card.getByText('Applied - Pending')).toBeVisible();

  // A accepts the application.
  await commish.reload();
  await commish.getByRole('button', { name: `Accept ${gm.username}` }).click();
  await expect(commish.getByText(`${gm.username} is now GM of ${team.name}.`)).toBeVisible();

  // B: the side menu's Team mode opens his team.
  await page.goto(`/league/${leagueId}`);
  await expect(page.getByRole('heading', { name: leagueName })).toBeVisible();
  await page.getByText('Team', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/team/${team.id}$`));
  const teamMenu = page.getByRole('navigation', { name: 'Team menu' });
  await expect(teamMenu.getByText(team.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: team.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`GM: ${gm.username}`)).toBeVisible();

  // His roster, then one of his players.
  await teamMenu.getByRole('link', { name: 'Edit Roster' }).click();
  await expect(page.getByRole('heading', { name: `${team.name} Roster` })).toBeVisible();
  // A player under contract: the unsigned draftees are listed apart, above the roster.
  const firstPlayer = page.getByRole('table', { name: 'Roster' }).getByRole('link').first();
  const playerName = (await firstPlayer.textContent()) ?? '';
  await firstPlayer.click();
  await expect(page).toHaveURL(/\/player\/\d+$/);
  await expect(page.getByRole('heading', { name: playerName, level: 1 })).toBeVisible();
  await expect(page.getByText('Cap hit')).toBeVisible();
  await expect(page.getByText('No stats available for this player')).toBeVisible();

  // His profile lists the league with his team.
  await page.goto('/profile');
  await expect(page.getByText(leagueName)).toBeVisible();
  await expect(page.getByText(`Team: ${team.name}`)).toBeVisible();

  await gmContext.close();
  await commishContext.close();
});

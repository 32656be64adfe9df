import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, registerVerifiedUser, uniqueUsername } from './support/accounts';
import { tabTo } from './support/keyboard';
import { playedLeague } from './support/league';
import { verificationLink } from './support/mail';

// Issue 12: every main path works by keyboard alone, with the focus always visible. After each page.goto
// the test only presses keys: Tab, Shift+Tab, Enter, Space, arrows, and types text into the focused field.

test('register, create a league, set lines, read a box score and send a message by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rival = await registerVerifiedUser(request, 'rival');
  const username = uniqueUsername('keys');
  const email = `${username}@example.com`;
  const { keyboard } = page;

  // Register, follow the mailed link, sign in.
  await page.goto('/register');
  await tabTo(page, page.getByLabel('Email'));
  await keyboard.type(email);
  await tabTo(page, page.getByLabel('Username'));
  await keyboard.type(username);
  await tabTo(page, page.getByLabel('Password'));
  await keyboard.type(E2E_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Register' }));
  await keyboard.press('Enter');
  await expect(page.getByText('User registered successfully!', { exact: false })).toBeVisible();
  await page.goto(await verificationLink(email));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'));
  await keyboard.type(username);
  await tabTo(page, page.getByLabel('Password'));
  await keyboard.type(E2E_PASSWORD);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Create a league: the name, then Enter submits the form.
  await page.goto('/create-league');
  await tabTo(page, page.getByLabel('League name'));
  await keyboard.type('Keyboard League');
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/league\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard League' })).toBeVisible();

  // A small league with played games, where this user runs the first team.
  const { leagueId } = await playedLeague(page.request, { name: 'Keyboard Played League', gm: username });

  // Lines: Space picks a player up, arrows move between slots, Space drops; then save.
  await page.goto(`/league/${leagueId}/lines`);
  await expect(page.getByText('Loading Lineup...')).toBeHidden();
  // The list's filter is a radio group: the arrow key moves from All to Forwards.
  await tabTo(page, page.getByRole('radio', { name: 'All' }));
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Forwards' })).toBeChecked();
  const available = page.getByRole('list', { name: 'Available players' }).getByRole('button');
  const player = available.first();
  const label = (await player.getAttribute('aria-label')) ?? '';
  const fullName = label.split(',')[0] ?? '';
  const line1Lw = page.getByRole('group', { name: 'Line 1 LW' });
  await tabTo(page, player);
  await keyboard.press('Space');
  await expect(page.getByText(`Picked up ${fullName}.`)).toBeAttached();
  // The slots are measured in the frames after the pick-up; an arrow pressed before then moves nothing,
  // and the next press goes to the first slot.
  await expect(async () => {
    await keyboard.press('ArrowDown');
    await expect(line1Lw).toHaveAttribute('data-over', 'true', { timeout: 1000 });
  }).toPass();
  await keyboard.press('Space');
  await expect(page.getByText(`${fullName} placed in Line 1 LW.`)).toBeAttached();
  await tabTo(page, page.getByRole('button', { name: 'Save Lineup' }), { back: true });
  await keyboard.press('Enter');
  await expect(page.getByText('Lineup saved successfully!')).toBeVisible();

  // A box score: Game Center, a final's Summary link, then the arrow keys along the tabs.
  await page.goto(`/league/${leagueId}/game`);
  const final = page.getByRole('region', { name: 'Past Games' }).getByRole('article').first();
  await tabTo(page, final.getByRole('link', { name: /^Summary:/ }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\/viewer\?gameId=\d+$/);
  await tabTo(page, page.getByRole('tab', { name: 'Play-by-Play' }));
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Shot Map', selected: true })).toBeFocused();
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Box Score', selected: true })).toBeFocused();
  await expect(page.getByRole('columnheader', { name: 'SV%' }).first()).toBeVisible();

  // A message from the rival's profile: the dialog opens on its text box, Tab reaches Send.
  await page.goto(`/profile/${rival.username}`);
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
  await keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Send Message to ${rival.username}` });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }));
  await keyboard.type('Good game last night.');
  await tabTo(page, dialog.getByRole('button', { name: 'Send', exact: true }));
  await keyboard.press('Enter');
  await expect(dialog.getByText('Message sent successfully!')).toBeVisible();
});

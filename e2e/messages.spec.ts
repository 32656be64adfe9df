import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

// SPEC §2 Inbox and Profile, §4: messages and read receipts arrive live (server-sent events).
// The badge's fallback poll runs once a minute, so anything seen within ten seconds came live
// (ten, not three: a busy two-core CI machine once took longer for a read receipt's round trip).
const LIVE = { timeout: 10_000 };

test('A writes to B from B’s profile; B reads and replies with Enter; both see it live', async ({
  browser,
  request,
}) => {
  const a = await registerVerifiedUser(request, 'alice');
  const b = await registerVerifiedUser(request, 'bob');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await signIn(contextA, a);
  await signIn(contextB, b);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();

  await pageB.goto('/dashboard');
  const avatarB = pageB.getByRole('button', { name: new RegExp(`^Account menu for ${b.username}`) });
  await expect(avatarB).toHaveAccessibleName(`Account menu for ${b.username}`);

  // A sends from the modal on B's profile.
  await pageA.goto(`/profile/${b.username}`);
  await expect(pageA.getByRole('heading', { name: b.username })).toBeVisible();
  await pageA.getByRole('button', { name: 'Send Message' }).click();
  const dialog = pageA.getByRole('dialog', { name: `Send Message to ${b.username}` });
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Want to talk trades?');
  await send.click();
  await expect(dialog.getByText('Message sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // B's badge shows 1 without a reload.
  await expect(avatarB).toHaveAccessibleName(`Account menu for ${b.username}, 1 unread messages`, LIVE);

  // A keeps the conversation open: one tick, sent but not read.
  await pageA.goto(`/inbox?with=${b.username}`);
  const threadA = pageA.getByRole('log', { name: `Messages with ${b.username}` });
  await expect(threadA.getByText('Want to talk trades?')).toBeVisible();
  await expect(threadA.getByRole('img', { name: 'Sent' })).toBeVisible();

  // B opens the inbox from the avatar menu and reads: the badge goes away, A sees the read tick.
  await avatarB.click();
  await pageB.getByRole('menuitem', { name: /Inbox/ }).click();
  await expect(pageB).toHaveURL(/\/inbox$/);
  await pageB.getByRole('button', { name: new RegExp(a.username) }).click();
  const threadB = pageB.getByRole('log', { name: `Messages with ${a.username}` });
  await expect(threadB.getByText('Want to talk trades?')).toBeVisible();
  await expect(avatarB).toHaveAccessibleName(`Account menu for ${b.username}`);
  await expect(threadA.getByRole('img', { name: 'Read' })).toBeVisible(LIVE);

  // B replies: Shift+Enter adds a line, Enter sends.
  const box = pageB.getByRole('textbox', { name: 'Message' });
  await box.fill('Sure.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Who is available?');
  await expect(box).toHaveValue('Sure.\nWho is available?');
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // A sees the reply live; with the conversation open in view it is read at once, and B sees that tick live.
  // A message is read only in a tab in view (SPEC §4 as built): A's page is the one in front, as a person's would be.
  await pageA.bringToFront();
  await expect(threadA.getByText(/Sure\.\s+Who is available\?/)).toBeVisible(LIVE);
  await expect(threadB.getByRole('img', { name: 'Read' })).toHaveCount(1, LIVE);
  await expect(threadB.getByRole('img', { name: 'Sent' })).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});

import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme, type ColorScheme } from './support/axe';
import { ok, playedLeague } from './support/league';

// Issue 12: every screen of SPEC §2, signed out and signed in, in light and dark, has no serious or
// critical axe violation (contrast, names, labels, landmarks).

interface Screen {
  name: string;
  path: string;
  /** The screen's own heading, seen before it is checked. */
  heading: string | RegExp;
  /** What to open on the screen before checking it (a tab, say). */
  open?: (page: Page) => Promise<void>;
}

/** Visits each screen once and checks it in both schemes; every failure is reported, not just the first. */
async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  const failures: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await screen.open?.(page);
    for (const scheme of ['light', 'dark'] as ColorScheme[]) {
      await useColorScheme(page, scheme);
      await settle(page);
      // Only colours change with the scheme: the other rules (names, labels, landmarks) run once.
      const violations = await seriousViolations(page, scheme === 'dark' ? ['color-contrast'] : undefined);
      if (violations.length > 0)
        failures.push(`${screen.name} (${scheme}) ${screen.path}\n${violations.join('\n')}`);
    }
  }
  expect(failures, `serious or critical axe violations:\n\n${failures.join('\n\n')}`).toEqual([]);
}

/** In the trade builder: one player ticked each side, and the trade finder's answer for it. */
async function askWhatWouldMakeItWork(page: Page): Promise<void> {
  const columns = page.getByRole('region', { name: / assets$/ });
  await expect(columns).toHaveCount(2);
  for (const column of await columns.all()) await column.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'What would make this work?' }).click();
  await expect(page.getByRole('region', { name: 'Trade finder' })).toContainText('As it stands', {
    timeout: 30_000,
  });
}

test('every signed-out screen, light and dark, has no serious accessibility violation', async ({ page }) => {
  await checkScreens(page, [
    { name: 'Landing', path: '/', heading: 'Welcome to Rinkside!' },
    { name: 'Login', path: '/login', heading: 'Welcome Back' },
    { name: 'Register', path: '/register', heading: 'Join Rinkside' },
    { name: 'Verify e-mail', path: '/db/verify/not-a-real-token', heading: /./ },
    { name: 'How to', path: '/how-to', heading: 'How to play Rinkside' },
    { name: 'Community', path: '/community', heading: 'Community' },
  ]);
});

test('every signed-in screen, light and dark, has no serious accessibility violation', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const gm = await registerVerifiedUser(request, 'axe');
  const rival = await registerVerifiedUser(request, 'rival');
  const context = await browser.newContext();
  await signIn(context, gm);
  const rivalContext = await browser.newContext();
  await signIn(rivalContext, rival);

  // The GM is also the commissioner: one league with finals, upcoming games and an open recruitment.
  const league = await playedLeague(context.request, { name: 'Accessible Hockey League', gm: gm.username });
  const { leagueId, teams, finalGameId } = league;
  const otherTeam = teams[1];
  if (!otherTeam) throw new Error('Expected a second team');
  await ok(await context.request.post(`/api/league/${leagueId}/team/${otherTeam.id}/recruitment`));
  // A conversation in the inbox, unread.
  const { user: me } = await ok<{ user: { id: number } }>(await context.request.get('/api/db/users/get'));
  await ok(
    await rivalContext.request.post('/api/message/send', {
      data: { receiverId: me.id, content: 'Fancy a trade?' },
    }),
  );
  await rivalContext.close();
  const players = await ok<{ players: { id: number }[] }>(
    await context.request.get(`/api/team/league/${leagueId}/team/${teams[0]?.id}`),
  );
  const playerId = players.players[0]?.id;
  // A thread on the league board, naming a GM and a player.
  const { channels } = await ok<{ channels: { id: number }[] }>(
    await context.request.get(`/api/league/${leagueId}/board/channels`),
  );
  const { thread } = await ok<{ thread: { id: number } }>(
    await context.request.post(`/api/league/${leagueId}/board/channels/${channels[0]?.id}/threads`, {
      data: {
        title: 'Welcome to the board',
        body: `Hi @${gm.username}, see #player-${playerId}.\n\n> Good luck`,
      },
    }),
  );

  const page = await context.newPage();
  const at = `/league/${leagueId}`;
  await checkScreens(page, [
    { name: 'Dashboard', path: '/dashboard', heading: /^Welcome back/ },
    { name: 'Create league', path: '/create-league', heading: 'Create League' },
    { name: 'League home', path: at, heading: 'Accessible Hockey League' },
    { name: 'Teams', path: `${at}/teams`, heading: 'Teams' },
    { name: 'Schedule', path: `${at}/schedule`, heading: 'Schedule' },
    { name: 'Standings', path: `${at}/standings`, heading: 'Standings' },
    { name: 'Stats', path: `${at}/stats`, heading: 'Statistics' },
    { name: 'Game Center', path: `${at}/game`, heading: 'Game Center' },
    {
      name: 'Game viewer, box score',
      path: `${at}/game/viewer?gameId=${finalGameId}`,
      heading: /./,
      open: (p) => p.getByRole('tab', { name: 'Box Score' }).click(),
    },
    { name: 'Game viewer, summary', path: `${at}/game/viewer?gameId=${finalGameId}`, heading: /./ },
    { name: 'Live playback', path: `${at}/game/live?gameId=${finalGameId}`, heading: 'Live Game Playback' },
    { name: 'Roster', path: `${at}/roster`, heading: / Roster$/ },
    { name: 'Lines', path: `${at}/lines`, heading: 'Team Lines' },
    { name: 'Depth chart', path: `${at}/depth-chart`, heading: / Depth Chart$/ },
    { name: 'Team page', path: `${at}/team/${otherTeam.id}`, heading: otherTeam.name },
    { name: 'Player page', path: `${at}/player/${playerId}`, heading: /./ },
    { name: 'Commissioner tools', path: `${at}/commish`, heading: 'Commissioner Tools' },
    {
      name: 'Trade builder, what would make this work',
      path: `${at}/trades/new?with=${otherTeam.id}`,
      heading: 'Propose a trade',
      open: askWhatWouldMakeItWork,
    },
    {
      name: 'Find a trade, offers',
      path: `${at}/trades/find?player=${playerId}`,
      heading: 'Find a trade',
      open: (p) => expect(p.getByRole('region', { name: 'Offers' })).toBeVisible({ timeout: 30_000 }),
    },
    { name: 'League board', path: `${at}/board`, heading: 'League Board' },
    { name: 'Board thread', path: `${at}/board/thread/${thread.id}`, heading: 'Welcome to the board' },
    { name: 'Recruitments', path: '/recruitments', heading: 'Open Recruitments' },
    { name: 'Profile', path: '/profile', heading: gm.username },
    { name: 'Another GM’s profile', path: `/profile/${rival.username}`, heading: rival.username },
    { name: 'Inbox', path: `/inbox?with=${rival.username}`, heading: 'Inbox' },
  ]);
  await context.close();
});

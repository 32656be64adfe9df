import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { ok, playedLeague } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 31, league time as the one time (docs/decisions/079): a GM in Tokyo reads a game's date and time
// as the league keeps them, the same in Game Center and in the game viewer, with his own time on hover.
const shoot = (page: Page, name: string) => shootScreens(page, process.env.LEAGUE_TIME_SHOTS, name);

/** 'Nov 26, 2026 • 19:30' out of a card's or the viewer's date: month, day, year and time. */
async function dayAndTime(time: Locator): Promise<string> {
  const text = (await time.textContent()) ?? '';
  const match = /([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) • (\d{2}:\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a game's date and time: ${text}`);
  return `${match[1]} ${Number(match[2])}, ${match[3]} ${match[4]}`;
}

test("in Tokyo, Game Center and the viewer show a game at the league's date and time", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'commish');
  const gm = await registerVerifiedUser(request, 'gm');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const league = await playedLeague(commishContext.request, {
    name: `League Time ${Date.now().toString(36)}`,
    gm: gm.username,
  });
  await commishContext.close();

  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  await signIn(tokyo, gm);
  const page = await tokyo.newPage();
  const { timeZone } = await ok<{ timeZone: string }>(
    await tokyo.request.get(`/api/league/${league.leagueId}/clock`),
  );
  expect(timeZone).not.toBe('Asia/Tokyo');

  await page.goto(`/league/${league.leagueId}/game`);
  const card = page.getByRole('region', { name: 'Past Games' }).getByRole('article').first();
  const onCard = card.locator('time');
  await expect(onCard).toBeVisible();
  const startAt = (await onCard.getAttribute('datetime')) ?? '';
  // The league's clock, wherever the browser is; the viewer's own time on hover.
  const leagueTime = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startAt));
  const cardDay = await dayAndTime(onCard);
  expect(cardDay.endsWith(leagueTime)).toBe(true);
  await expect(onCard).toHaveAttribute('title', /^Your time: .+ \(Asia\/Tokyo\)$/);
  await shoot(page, 'game-center');

  await card.getByRole('link', { name: /^Summary:/ }).click();
  const header = page.getByRole('region', { name: /^Final score:/ });
  const inViewer = header.locator('time').filter({ visible: true });
  await expect(inViewer).toHaveAttribute('datetime', startAt);
  expect(await dayAndTime(inViewer)).toBe(cardDay);
  await expect(inViewer).toHaveAttribute('title', /\(Asia\/Tokyo\)$/);
  await shoot(page, 'viewer');

  // The league's news is dated on its clock too.
  await page.goto(`/league/${league.leagueId}/news`);
  await expect(page.getByRole('list', { name: 'News' }).locator('time').first()).toBeVisible();
  await shoot(page, 'news');

  if (process.env.LEAGUE_TIME_SHOTS) {
    // The other screens that write league dates, for the screenshots only: the league home, the
    // transaction log, and a trade with its expiry and thread.
    await page.goto(`/league/${league.leagueId}`);
    await expect(page.getByText('Upcoming Games').first()).toBeVisible();
    await shoot(page, 'league-home');
    const [mine, theirs] = league.teams;
    const sheet = await ok<{
      players: { id: number; placement: string; position: string; waiverExempt: boolean }[];
    }>(await tokyo.request.get(`/api/league/${league.leagueId}/team/${mine?.id}/cap`));
    // A move for the log: an exempt skater sent down, or else one released (answered 409 if not allowed).
    const skaters = sheet.players.filter((p) => p.placement === 'active' && p.position !== 'G');
    const exempt = skaters.find((p) => p.waiverExempt);
    const move = { playerId: (exempt ?? skaters.at(-1))?.id, move: exempt ? 'sendDown' : 'release' };
    await tokyo.request.post(`/api/league/${league.leagueId}/team/${mine?.id}/roster-moves`, { data: move });
    await page.goto(`/league/${league.leagueId}/transactions`);
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await shoot(page, 'transactions');
    const picksOf = async (teamId: number) =>
      ok<{ id: number }[]>(
        await tokyo.request.get(`/api/team/league/${league.leagueId}/team/${teamId}/draft-picks`),
      );
    const proposed = await ok<{ id: number }>(
      await tokyo.request.post(`/api/league/${league.leagueId}/trades`, {
        data: {
          teams: [
            { teamId: mine?.id, gives: { pickIds: [(await picksOf(mine?.id ?? 0))[0]?.id] } },
            { teamId: theirs?.id, gives: { pickIds: [(await picksOf(theirs?.id ?? 0))[0]?.id] } },
          ],
        },
      }),
    );
    await page.goto(`/league/${league.leagueId}/trades/${proposed.id}`);
    await expect(page.getByRole('region', { name: 'Thread' })).toBeVisible();
    await shoot(page, 'trade');
  }
  await tokyo.close();
});

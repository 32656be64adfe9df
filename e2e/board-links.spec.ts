import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 33 (decision 090): a trade proposal's discussion opens from the proposal, on the board's thread
// page; once the trade is done, one click announces it in General.

interface SheetPlayer {
  id: number;
  position: string;
  placement: string;
  capHit: number;
}
interface TradeThreads {
  discussion: { id: number; private: boolean } | null;
  announcement: { id: number; channelId: number } | null;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.BOARD_LINKS_SCREENSHOTS, name);

test('a GM opens the proposal’s discussion with Discuss, and announces the completed trade', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [boss, gmA, gmB] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'linka'),
    await registerVerifiedUser(request, 'linkb'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const { id: leagueId } = await ok<{ id: number }>(
    await commish.request.post('/api/league/create', {
      data: { name: `Links ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await commish.request.get(`/api/league/${leagueId}`),
  );
  const [teamA, teamB] = teams as [(typeof teams)[number], (typeof teams)[number]];
  for (const [team, gm] of [
    [teamA, gmA],
    [teamB, gmB],
  ] as const)
    await ok(
      await commish.request.put(`/api/league/${leagueId}/team/${team.id}/gm`, {
        data: { username: gm.username },
      }),
    );

  // Two skaters of about the same cap hit, so both teams stay under the cap.
  const sheetOf = async (teamId: number) =>
    ok<{ players: SheetPlayer[]; capSpace: number }>(
      await commish.request.get(`/api/league/${leagueId}/team/${teamId}/cap`),
    );
  const [sheetA, sheetB] = [await sheetOf(teamA.id), await sheetOf(teamB.id)];
  const skaters = (sheet: { players: SheetPlayer[] }) =>
    sheet.players
      .filter((p) => p.placement === 'active' && p.position !== 'G')
      .sort((x, y) => x.capHit - y.capHit);
  const fromA = skaters(sheetA)[Math.floor(skaters(sheetA).length / 2)];
  const fromB = skaters(sheetB)
    .filter((p) => Math.abs(p.capHit - (fromA?.capHit ?? 0)) <= Math.min(sheetA.capSpace, sheetB.capSpace))
    .sort((x, y) => Math.abs(x.capHit - (fromA?.capHit ?? 0)) - Math.abs(y.capHit - (fromA?.capHit ?? 0)))[0];
  if (!fromA || !fromB) throw new Error('No two skaters whose swap keeps both teams under the cap');

  // GM A proposes; the proposal's page offers Discuss.
  const a = await browser.newContext();
  await signIn(a, gmA);
  const gives = (playerIds: number[]) => ({ playerIds, pickIds: [], retained: [] });
  const trade = await ok<{ id: number }>(
    await a.request.post(`/api/league/${leagueId}/trades`, {
      data: {
        teams: [
          { teamId: teamA.id, gives: gives([fromA.id]) },
          { teamId: teamB.id, gives: gives([fromB.id]) },
        ],
      },
    }),
  );
  const pageA = await a.newPage();
  await pageA.goto(`/league/${leagueId}/trades/${trade.id}`);
  const discuss = pageA.getByRole('button', { name: 'Discuss' });
  await expect(discuss).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(pageA)).toEqual([]);
  await shoot(pageA, 'trade-discuss');
  await discuss.click();
  await expect(pageA).toHaveURL(new RegExp(`/league/${leagueId}/board/thread/\\d+$`));
  const threadId = Number(/\/thread\/(\d+)$/.exec(pageA.url())?.[1]);
  const threads = await ok<TradeThreads>(
    await a.request.get(`/api/league/${leagueId}/trades/${trade.id}/thread`),
  );
  expect(threads.discussion).toMatchObject({ id: threadId, private: true });

  // B accepts; A announces the completed trade in General with one click.
  const b = await browser.newContext();
  await signIn(b, gmB);
  await ok(await b.request.post(`/api/league/${leagueId}/trades/${trade.id}/accept`, { data: {} }));
  await pageA.goto(`/league/${leagueId}/trades/${trade.id}`);
  await expect(pageA.getByRole('link', { name: /^Discuss \(/ })).toBeVisible({ timeout: 20_000 });
  const announce = pageA.getByRole('button', { name: 'Announce in General' });
  await expect(announce).toBeVisible();
  await shoot(pageA, 'trade-announce');
  await announce.click();
  await expect(pageA).toHaveURL(new RegExp(`/league/${leagueId}/board/thread/\\d+$`));
  const announced = await ok<TradeThreads>(
    await b.request.get(`/api/league/${leagueId}/trades/${trade.id}/thread`),
  );
  expect(pageA.url()).toMatch(new RegExp(`/thread/${announced.announcement?.id}$`));
  // B sees the announcement, not a second button.
  const pageB = await b.newPage();
  await pageB.goto(`/league/${leagueId}/trades/${trade.id}`);
  await expect(pageB.getByRole('link', { name: 'Read the announcement' })).toBeVisible({ timeout: 20_000 });
  await expect(pageB.getByRole('button', { name: 'Announce in General' })).toHaveCount(0);

  // The news feed offers a thread per item.
  await pageB.goto(`/league/${leagueId}/news`);
  await expect(pageB.getByRole('button', { name: 'Discuss this news on the board' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await shoot(pageB, 'news-discuss');
  await pageB.getByRole('button', { name: 'Discuss this news on the board' }).first().click();
  await expect(pageB).toHaveURL(new RegExp(`/league/${leagueId}/board/thread/\\d+$`));

  await Promise.all([a.close(), b.close(), commish.close()]);
});

import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 27 point 6 (docs/decisions/060): the commissioner names a co-commissioner and changes a setting;
// a GM who is neither opens the League Log and reads both. The commissioner's own trade waits for the
// window, which its page says.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.AUDIT_SHOTS, name);

/** The new sections alone, at phone and desktop width, light and dark (the whole page is long). */
async function shootRegions(page: Page, names: string[]): Promise<void> {
  const folder = process.env.AUDIT_SHOTS;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      await settle(page);
      for (const name of names) {
        const file = name.toLowerCase().replace(/[^a-z]+/g, '-');
        await page
          .getByRole('region', { name })
          .screenshot({ path: `${folder}/${file}-${width}-${scheme}.png` });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useColorScheme(page, 'light');
}

interface SheetPlayer {
  id: number;
  position: string;
  placement: string;
  capHit: number;
}

test('the commissioner names a co-commissioner and changes a setting; a GM reads both in the League Log', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [boss, deputy, reader] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'deputy'),
    await registerVerifiedUser(request, 'reader'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Audit ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [deputyTeam, readerTeam, bossTeam] = teams as [
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
  ];
  for (const [team, user] of [
    [deputyTeam, deputy],
    [readerTeam, reader],
    [bossTeam, boss],
  ] as const)
    await ok(
      await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: user.username } }),
    );

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const co = page.getByRole('region', { name: 'Co-commissioners' });
  await expect(co.getByText('No co-commissioners yet.')).toBeVisible();
  // By keyboard: the GM chosen from the list, then the button.
  await co.getByLabel('Name a GM co-commissioner').click();
  await page.getByRole('option', { name: `${deputy.username} (${deputyTeam.name})` }).click();
  await co.getByRole('button', { name: 'Name co-commissioner' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`${deputy.username} (${deputyTeam.name}) is now a co-commissioner.`),
  ).toBeVisible();
  await expect(co.getByRole('list', { name: 'Co-commissioners' }).getByText(deputy.username)).toBeVisible();

  const trades = page.getByRole('region', { name: 'Trades' });
  await trades.getByLabel('Hours a proposal stays open').fill('24');
  await trades.getByRole('button', { name: 'Save trade settings' }).click();
  await expect(page.getByText('Trade settings saved.')).toBeVisible();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(
    audit.getByText(/changed the trade settings: Hours a proposal stays open from 48 to 24/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'commish-co-commissioners');
  await shootRegions(page, ['Co-commissioners', 'Audit log']);

  // A GM who runs nothing reaches the log from the league's menu.
  const gm = await browser.newContext();
  await signIn(gm, reader);
  const gmPage = await gm.newPage();
  await gmPage.goto(`/league/${leagueId}`);
  await gmPage.getByRole('link', { name: 'League Log' }).first().click();
  await expect(gmPage.getByRole('heading', { name: 'League Log', level: 1 })).toBeVisible();
  const log = gmPage.getByRole('list', { name: 'League log' });
  await expect(
    log.getByText(/changed the trade settings: Hours a proposal stays open from 48 to 24\./),
  ).toBeVisible();
  await expect(log.getByText(`named ${deputy.username} co-commissioner.`)).toBeVisible();
  await expect(log.getByText(boss.username).first()).toBeVisible();
  expect(await seriousViolations(gmPage)).toEqual([]);
  await shoot(gmPage, 'league-log');

  // The owner's own trade, with the only co-commissioner its partner: nobody may review it.
  await ok(
    await api.put(`/api/league/${leagueId}/trade-settings`, {
      data: {
        review: 'commissioner',
        reviewHours: 24,
        vetoVotePercent: 50,
        expiryHours: 24,
        maxTradesBetweenTeams: null,
        deadline: null,
        aiProposals: false,
      },
    }),
  );
  // One skater each way, chosen so that neither team ends over the cap: the league's rosters are random.
  const sheetOf = async (teamId: number) => {
    const sheet = await ok<{ capSpace: number; players: SheetPlayer[] }>(
      await api.get(`/api/league/${leagueId}/team/${teamId}/cap`),
    );
    const skaters = sheet.players.filter((p) => p.placement === 'active' && p.position !== 'G');
    return { room: sheet.capSpace, skaters: skaters.sort((a, b) => a.capHit - b.capHit) };
  };
  const [bossSheet, deputySheet] = [await sheetOf(bossTeam.id), await sheetOf(deputyTeam.id)];
  const pair = bossSheet.skaters
    .flatMap((mine) => deputySheet.skaters.map((theirs) => [mine, theirs] as const))
    .find(
      ([mine, theirs]) =>
        theirs.capHit - mine.capHit <= bossSheet.room && mine.capHit - theirs.capHit <= deputySheet.room,
    );
  if (!pair) throw new Error('No swap of skaters keeps both teams under the cap');
  const trade = await ok<{ id: number }>(
    await api.post(`/api/league/${leagueId}/trades`, {
      data: {
        teams: [
          { teamId: bossTeam.id, gives: { playerIds: [pair[0].id], pickIds: [], retained: [] } },
          { teamId: deputyTeam.id, gives: { playerIds: [pair[1].id], pickIds: [], retained: [] } },
        ],
      },
    }),
  );
  const deputyContext = await browser.newContext();
  await signIn(deputyContext, deputy);
  await ok(
    await deputyContext.request.post(`/api/league/${leagueId}/trades/${trade.id}/accept`, { data: {} }),
  );
  await page.goto(`/league/${leagueId}/trades/${trade.id}`);
  await expect(
    page.getByText('The commissioner is a party to this trade: it is approved when the review window ends.'),
  ).toBeVisible();
  await expect(page.getByText(/Approved in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shoot(page, 'trade-review-note');
});

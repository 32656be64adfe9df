import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 18: a GM lists two players on his trading block with a note and what he looks for; another GM
// finds them on the league's trading block by position; the commissioner makes trades wait for his
// approval, and a GM reads it on the league's rules.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.BLOCK_SCREENSHOTS, name);

interface RosterPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  status: string;
}

test('a GM lists players on the block; another finds them by position; the commissioner sets trade review', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [boss, gmA, gmB] = [
    await registerVerifiedUser(request, 'blockboss'),
    await registerVerifiedUser(request, 'blockgma'),
    await registerVerifiedUser(request, 'blockgmb'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Block ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [sellers, buyers] = teams as [{ id: number; name: string }, { id: number; name: string }];
  await ok(
    await api.put(`/api/league/${leagueId}/team/${sellers.id}/gm`, { data: { username: gmA.username } }),
  );
  await ok(
    await api.put(`/api/league/${leagueId}/team/${buyers.id}/gm`, { data: { username: gmB.username } }),
  );
  const { players } = await ok<{ players: RosterPlayer[] }>(
    await api.get(`/api/team/league/${leagueId}/team/${sellers.id}`),
  );
  const contracted = players.filter((p) => p.status !== 'prospect');
  const nameOf = (p: RosterPlayer) => `${p.firstName} ${p.lastName}`;
  // Found by name on the page: a generated roster may hold two players of one name.
  const named = (p: RosterPlayer) => contracted.filter((q) => nameOf(q) === nameOf(p)).length === 1;
  const defenceman = contracted.find((p) => p.position === 'D' && named(p));
  const center = contracted.find((p) => p.position === 'C' && named(p));
  if (!defenceman || !center) throw new Error('The team has no defenceman or center');

  // GM A opens his block from the team page and lists two players.
  const sellerContext = await browser.newContext();
  await signIn(sellerContext, gmA);
  const seller = await sellerContext.newPage();
  await seller.goto(`/league/${leagueId}/team/${sellers.id}`);
  await seller.getByRole('link', { name: 'Trading Block' }).click();
  await expect(seller.getByRole('heading', { name: `${sellers.name} Trading Block` })).toBeVisible();
  await seller.getByLabel('Looking for').fill('A top-six winger and a second-round pick');
  await seller.getByRole('checkbox', { name: `List ${nameOf(defenceman)}` }).check();
  await seller.getByRole('checkbox', { name: `List ${nameOf(center)}` }).check();
  await seller.getByLabel(`Note for ${nameOf(defenceman)}`).fill('Steady on the penalty kill');
  await seller.getByRole('button', { name: 'Save trading block' }).click();
  await expect(seller.getByText('Trading block saved: 2 players listed.')).toBeVisible();
  expect(await seriousViolations(seller)).toEqual([]);
  await shoot(seller, 'team-block-editor');

  // GM B finds the defenceman on the league's trading block, filtered to defencemen.
  const buyerContext = await browser.newContext();
  await signIn(buyerContext, gmB);
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/league/${leagueId}`);
  await buyer.getByRole('navigation').getByRole('link', { name: 'Trading Block' }).first().click();
  await expect(buyer.getByRole('heading', { name: 'Trading Block', exact: true })).toBeVisible();
  const table = buyer.getByRole('table', { name: 'Players on the trading block' });
  await expect(table.getByRole('link', { name: nameOf(center), exact: true })).toBeVisible();
  await expect(buyer.getByText('A top-six winger and a second-round pick')).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Position' }).click();
  await buyer.getByRole('option', { name: 'D', exact: true }).click();
  await expect(table.getByRole('link', { name: nameOf(center), exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: nameOf(defenceman), exact: true })).toBeVisible();
  await expect(table.getByText('Steady on the penalty kill')).toBeVisible();
  await expect(
    table.getByRole('link', { name: `Propose a trade to ${sellers.name} for ${nameOf(defenceman)}` }),
  ).toHaveAttribute('href', `/league/${leagueId}/trades/new?with=${sellers.id}`);
  expect(await seriousViolations(buyer)).toEqual([]);
  await shoot(buyer, 'league-trading-block');

  // GM A's block, read-only for GM B.
  await buyer.goto(`/league/${leagueId}/team/${sellers.id}/trading-block`);
  await expect(buyer.getByRole('heading', { name: `${sellers.name} Trading Block` })).toBeVisible();
  await expect(
    buyer
      .getByRole('table', { name: 'Players on the trading block' })
      .getByText('Steady on the penalty kill'),
  ).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Save trading block' })).toHaveCount(0);
  await shoot(buyer, 'team-block-read-only');

  // The commissioner makes agreed trades wait for his approval.
  const boss_ = await commish.newPage();
  await boss_.goto(`/league/${leagueId}/commish`);
  const settings = boss_.getByRole('region', { name: 'Trades' });
  await expect(settings.getByRole('textbox', { name: 'Trade review' })).toHaveValue('No review');
  await settings.getByRole('textbox', { name: 'Trade review' }).click();
  await boss_.getByRole('option', { name: 'Commissioner approval' }).click();
  await settings.getByLabel('Review window (hours)').fill('500');
  await expect(settings.getByText('At most 168')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save trade settings' })).toBeDisabled();
  await settings.getByLabel('Review window (hours)').fill('48');
  await settings.getByRole('button', { name: 'Save trade settings' }).click();
  await expect(boss_.getByText('Trade settings saved.')).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await shoot(boss_, 'commish-trade-settings');

  // GM A reads it on the league's rules, and on the trading block.
  await seller.goto(`/league/${leagueId}/contract-rules`);
  const rules = seller.getByRole('region', { name: 'Trades' });
  await expect(rules.getByRole('textbox', { name: 'Trade review' })).toHaveValue('Commissioner approval');
  await expect(rules.getByRole('button', { name: 'Save trade settings' })).toHaveCount(0);
  expect(await seriousViolations(seller)).toEqual([]);
  await shoot(seller, 'trade-rules');
  await seller.goto(`/league/${leagueId}/trading-block`);
  await expect(seller.getByText(/Agreed trades wait for the commissioner’s approval\./)).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';
import { askFinder, finderLeague, gives, skatersOf, type Skater } from './support/trade-finder';

// Issue 34: a GM builds an unbalanced trade with an AI team, asks what would make it work, adds the
// first suggestion and sends it; the AI accepts. "Find a trade" lists what AI teams would take for a player
// on his trading block, and opens one in the builder.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.FINDER_SCREENSHOTS, name);

test('a GM asks what would make a lopsided trade work, adds the suggestion, and the AI accepts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { context, api, leagueId, mine, ai } = await finderLeague(browser, request);
  const my = await skatersOf(api, leagueId, mine.id);
  const theirs = await skatersOf(api, leagueId, ai.id);
  // One of their best he has the cap room for, for one of his weakest: the first such trade the AI
  // declines as it stands but that one or two additions can close (a gap too wide has none to add).
  let pair: { weakest: Skater; star: Skater } | undefined;
  search: for (const weakest of my.skaters.slice(-3).reverse())
    for (const star of theirs.skaters.slice(0, 12)) {
      if (star.capHit - weakest.capHit > my.capSpace) continue;
      const answer = await askFinder(api, leagueId, {
        ask: 'balance',
        teams: [
          { teamId: mine.id, gives: gives([weakest.id]) },
          { teamId: ai.id, gives: gives([star.id]) },
        ],
      });
      if (answer.current?.decision !== 'accept' && answer.packages.length > 0) {
        pair = { weakest, star };
        break search;
      }
    }
  if (!pair) throw new Error('No star of theirs the finder can balance for one of the GM’s weakest skaters');
  const { weakest, star } = pair;

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/trades/new?with=${ai.id}`);
  const ask = page.getByRole('button', { name: 'What would make this work?' });
  await expect(ask).toBeDisabled();
  await page.getByRole('checkbox', { name: `Give ${weakest.name}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Ask for ${star.name}`, exact: true }).check();
  await expect(ask).toBeEnabled();
  await ask.click();

  // Their answer as it stands (a decline, or a counter asking for more), then the suggestions.
  const finder = page.getByRole('region', { name: 'Trade finder' });
  const first = finder.getByRole('listitem', { name: 'Suggestion 1' });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(finder).toContainText(new RegExp(`As it stands, ${ai.name} would (decline it|ask for more)`));
  await expect(first).toContainText(/(You|They) add: /);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'trade-finder-balance');
  // By keyboard, as from the button that asked: Tab to the first suggestion's Add to trade, Enter; the
  // focus moves to the words that replace the list.
  await tabTo(page, first.getByRole('button', { name: 'Add to trade' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(finder.getByRole('alert').filter({ hasText: 'Added to the trade' })).toBeFocused();

  // The builder now holds the package; the preview is asked for it before Send is enabled.
  await expect(page.getByRole('checkbox', { name: `Give ${weakest.name}`, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Ask for ${star.name}`, exact: true })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'After the trade' }).getByText('Both teams stay cap- and roster-legal.'),
  ).toBeVisible();
  const send = page.getByRole('button', { name: 'Send proposal' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/trades/\\d+$`), { timeout: 30_000 });
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // The star plays for the GM's team now.
  const after = await ok<{ players: { id: number }[] }>(
    await api.get(`/api/team/league/${leagueId}/team/${mine.id}`),
  );
  expect(after.players.map((p) => p.id)).toContain(star.id);
  await context.close();
});

test('a GM finds the offers AI teams would make for a player on his block and opens one in the builder', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { context, api, leagueId, mine } = await finderLeague(browser, request);
  const my = await skatersOf(api, leagueId, mine.id);
  // A player of his some AI team would deal for: the first of his best that has an offer.
  let listed: Skater | undefined;
  for (const candidate of my.skaters.slice(0, 10)) {
    const answer = await askFinder(api, leagueId, {
      ask: 'offers',
      teams: [{ teamId: mine.id, gives: gives([candidate.id]) }],
      playerId: candidate.id,
    });
    if (answer.packages.length > 0) {
      listed = candidate;
      break;
    }
  }
  if (!listed) throw new Error('No AI team would deal for any of the GM’s best skaters');
  await ok(
    await api.put(`/api/league/${leagueId}/team/${mine.id}/trading-block`, {
      data: { players: [{ playerId: listed.id }], lookingFor: 'A defenseman' },
    }),
  );

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/trades`);
  await expect(page.getByRole('link', { name: 'Find a trade' })).toHaveAttribute(
    'href',
    `/league/${leagueId}/trades/find`,
  );
  await shoot(page, 'trades-with-finder');
  await page.goto(`/league/${leagueId}/trading-block`);
  await expect(page.getByRole('link', { name: `Find a trade for ${listed.name}` })).toBeVisible();
  await shoot(page, 'trading-block-with-finder');
  await page
    .getByRole('link', { name: `Find a trade for ${listed.name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/trades/find\\?player=${listed.id}$`));
  await expect(page.getByRole('heading', { name: 'Find a trade', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Player to move' })).toHaveValue(new RegExp(listed.name));
  const offers = page.getByRole('region', { name: 'Offers' });
  const first = offers.getByRole('listitem', { name: /^Offer 1 from / });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first).toContainText(`You give: ${listed.name}`);
  await expect(first).toContainText('They give: ');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'trade-finder-offers');

  // Open in builder: the builder starts with the offer ticked, ready to send.
  await first.getByRole('link', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/trades/new\\?with=\\d+$`));
  await expect(page.getByRole('checkbox', { name: `Give ${listed.name}`, exact: true })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'After the trade' }).getByText('Both teams stay cap- and roster-legal.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send proposal' })).toBeEnabled();
  await context.close();
});

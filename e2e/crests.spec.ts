import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

/**
 * Every request the page makes that fails, or that goes anywhere but the app itself. `data:` URLs (the
 * crests) are no request at all.
 */
function watchTraffic(page: Page, appOrigin: string) {
  const failed: string[] = [];
  const foreign: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== appOrigin) foreign.push(url);
  });
  return { failed, foreign };
}

/** Every crest in `scope` has been drawn (an image that failed has no natural width). */
async function expectCrestsDrawn(page: Page, scope: string, count: number) {
  const crests = page.locator(`${scope} img[data-crest]`);
  await expect(crests).toHaveCount(count);
  const drawn = await crests.evaluateAll(
    (images) =>
      (images as unknown as { complete: boolean; naturalWidth: number }[]).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
  );
  expect(drawn).toBe(count);
}

// Issue 12: with LOGO_BASE_URL unset, as in a fresh installation, league pages ask no other host for
// anything and no request fails; every team wears its crest.
test('league pages draw a crest per team with no failed request and nothing from another host', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const commissioner = await registerVerifiedUser(request, 'crests');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await signIn(context, commissioner);
  const created = await context.request.post('/api/league/create', { data: { name: 'Crest League' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: leagueId } = (await created.json()) as { id: number };

  const page = await context.newPage();
  const traffic = watchTraffic(page, new URL(baseURL ?? '').origin);
  // One page load; after it the app moves by its own links, as a person does (a new load would abort the
  // live event stream, which the browser reports as a failed request).
  await page.goto(`/league/${leagueId}`);
  await expect(page.getByRole('heading', { name: 'Crest League' })).toBeVisible();

  const strip = page.getByRole('navigation', { name: 'Teams' });
  await expect(strip.getByRole('link')).toHaveCount(32);
  await expect(strip.getByRole('link', { name: 'Anaheim Ducks' })).toBeVisible();
  await expectCrestsDrawn(page, 'nav[aria-label="Teams"]', 32);

  // 32 crests do not fit 1366 px: the strip scrolls by its arrow, from the keyboard too.
  const scroller = strip.locator('..');
  const scrollLeft = () => scroller.evaluate((element) => element.scrollLeft);
  await expect(page.getByRole('button', { name: 'Scroll teams left' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: 'Scroll teams right' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrollLeft).toBeGreaterThan(300);
  await expect(page.getByRole('button', { name: 'Scroll teams left' })).not.toHaveAttribute('aria-disabled');

  const menu = page.getByRole('navigation', { name: 'League menu' });
  await menu.getByRole('link', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: 'Standings', level: 1 })).toBeVisible();

  await menu.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  // The strip's 32 and one on each team's card.
  await expectCrestsDrawn(page, 'main', 64);

  await page.getByRole('main').getByRole('link', { name: 'Winnipeg Jets No GM assigned' }).click();
  await expect(page.getByRole('heading', { name: 'Winnipeg Jets' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Winnipeg Jets' })).toHaveAttribute('aria-current', 'page');
  // The last team of the strip was scrolled into sight for its page.
  await expect(strip.getByRole('link', { name: 'Winnipeg Jets' })).toBeInViewport();
  await expectCrestsDrawn(page, 'main', 33);

  expect(traffic.failed).toEqual([]);
  expect(traffic.foreign).toEqual([]);
  await context.close();
});

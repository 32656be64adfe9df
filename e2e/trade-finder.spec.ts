import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { customLeague, ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 34: a GM builds an unbalanced trade with an AI team, asks what would make it work, adds the
// first suggestion and sends it; the AI accepts. "Find a trade" lists what AI teams would take for one of
// his players, and opens one in the builder.

interface SheetPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  placement: string;
  capHit: number;
}
interface RosterPlayer {
  id: number;
  overall: number;
  injury?: unknown;
}

const CAP_RAISE = 15_000_000;
const shoot = (page: Page, name: string) => shootScreens(page, process.env.FINDER_SCREENSHOTS, name);

test('a GM asks what would make a lopsided trade work, adds the suggestion, and the AI accepts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const gm = await registerVerifiedUser(request, 'finder');
  const context = await browser.newContext();
  await signIn(context, gm);
  const api = context.request;
  const { leagueId, teams } = await customLeague(api, { name: 'Finder', teamCount: 4 });
  const [mine, , , ai] = teams;
  if (!mine || !ai) throw new Error('Expected four teams');
  await ok(await api.put(`/api/league/${leagueId}/team/${mine.id}/gm`, { data: { username: gm.username } }));
  // A new league's teams spend near the cap: as its commissioner, he raises it so a star fits.
  const { settings } = await ok<{ settings: { capLimits: { upperLimit: number }[] } }>(
    await api.get(`/api/league/${leagueId}/contract-settings`),
  );
  const capLimits = settings.capLimits.map((c) => ({ ...c, upperLimit: c.upperLimit + CAP_RAISE }));
  await ok(await api.put(`/api/league/${leagueId}/contract-settings`, { data: { ...settings, capLimits } }));

  // Healthy active skaters of a team, the best first, with their cap hits.
  const skatersOf = async (teamId: number) => {
    const sheet = await ok<{ players: SheetPlayer[]; capSpace: number }>(
      await api.get(`/api/league/${leagueId}/team/${teamId}/cap`),
    );
    const { players } = await ok<{ players: RosterPlayer[] }>(
      await api.get(`/api/team/league/${leagueId}/team/${teamId}`),
    );
    const rated = new Map(players.filter((p) => !p.injury).map((p) => [p.id, p.overall]));
    const skaters = sheet.players
      .filter((p) => p.placement === 'active' && p.position !== 'G' && rated.has(p.id))
      .map((p) => ({ ...p, name: `${p.firstName} ${p.lastName}`, overall: rated.get(p.id) ?? 0 }))
      .sort((a, b) => b.overall - a.overall);
    return { skaters, capSpace: sheet.capSpace };
  };
  const my = await skatersOf(mine.id);
  const theirs = await skatersOf(ai.id);
  const weakest = my.skaters.at(-1);
  if (!weakest) throw new Error('The GM’s team has no skater');
  // One of their best he has the cap room for, for his weakest: the first such trade the AI declines as
  // it stands but that one or two additions can close (a gap too wide has no suggestion to add).
  const gives = (playerIds: number[]) => ({ playerIds, pickIds: [], retained: [] });
  let star: (typeof theirs.skaters)[number] | undefined;
  for (const candidate of theirs.skaters.slice(0, 8)) {
    if (candidate.capHit - weakest.capHit > my.capSpace) continue;
    const answer = await ok<{ current: { decision: string } | null; packages: unknown[] }>(
      await api.post(`/api/league/${leagueId}/trades/finder`, {
        data: {
          ask: 'balance',
          teams: [
            { teamId: mine.id, gives: gives([weakest.id]) },
            { teamId: ai.id, gives: gives([candidate.id]) },
          ],
        },
      }),
    );
    if (answer.current?.decision !== 'accept' && answer.packages.length > 0) {
      star = candidate;
      break;
    }
  }
  if (!star) throw new Error('No star of theirs the finder can balance for the GM’s weakest skater');

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/trades/new?with=${ai.id}`);
  const ask = page.getByRole('button', { name: 'What would make this work?' });
  await expect(ask).toBeDisabled();
  await page.getByRole('checkbox', { name: `Give ${weakest.name}` }).check();
  await page.getByRole('checkbox', { name: `Ask for ${star.name}` }).check();
  await expect(ask).toBeEnabled();
  await ask.click();

  const finder = page.getByRole('region', { name: 'Trade finder' });
  // Their answer as it stands (a decline, or a counter asking for more), then the suggestions.
  const first = finder.getByRole('listitem', { name: 'Suggestion 1' });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(finder).toContainText(new RegExp(`As it stands, ${ai.name} would (decline it|ask for more)`));
  await expect(first).toContainText(/(You|They) add: /);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'trade-finder-balance');
  await first.getByRole('button', { name: 'Add to trade' }).click();
  await expect(finder.getByText('Added to the trade')).toBeVisible();

  // The builder now holds the package; the preview is asked for it before Send is enabled.
  await expect(page.getByRole('checkbox', { name: `Give ${weakest.name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Ask for ${star.name}` })).toBeChecked();
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

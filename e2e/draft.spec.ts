import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { advanceLeague, localDay, ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 19: a commissioner and two GMs draft live. AI teams pick at once; GM A drafts when he is on the
// clock and GM B sees it on the board without a reload; GM B lets his clock run out and his queue's first
// prospect is taken for him, which both see; the drafted players are under their teams' Prospects.

interface Draft {
  status: string;
  order: {
    overall: number;
    ownerTeam: { id: number };
    player: { id: number; name: string } | null;
    source: string | null;
  }[];
  onClock: { overall: number; team: { id: number } } | null;
}

const shoot = (page: Page, name: string) => shootScreens(page, process.env.DRAFT_SCREENSHOTS, name);
// Long enough for a page that loads slowly to see its turn; the expiry waits it out.
const CLOCK_SECONDS = 30;

/** Through the API: a four-team league played to the offseason, two of its teams run by GMs. */
async function offseasonLeague(api: APIRequestContext, gms: [string, string]) {
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Draft ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string; abbreviation: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [teamA, teamB] = teams as [(typeof teams)[number], (typeof teams)[number]];
  await ok(await api.put(`/api/league/${leagueId}/team/${teamA.id}/gm`, { data: { username: gms[0] } }));
  await ok(await api.put(`/api/league/${leagueId}/team/${teamB.id}/gm`, { data: { username: gms[1] } }));
  // Two playoff teams: the other two draw in the lottery.
  await ok(
    await api.put(`/api/league/${leagueId}/playoffs/settings`, {
      data: { teamCount: 2, seriesLengths: [1] },
    }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(20) },
    }),
  );
  await advanceLeague(api, leagueId, { to: 'regularSeasonEnd' });
  await advanceLeague(api, leagueId, { to: 'date', date: localDay(120) });
  // A short draft with a short live clock.
  const { settings } = await ok<{ settings: Record<string, unknown> }>(
    await api.get(`/api/league/${leagueId}/draft-settings`),
  );
  await ok(
    await api.put(`/api/league/${leagueId}/draft-settings`, {
      data: {
        ...settings,
        rounds: 2,
        clockMode: 'live',
        liveFirstRoundSeconds: CLOCK_SECONDS,
        liveLaterRoundSeconds: CLOCK_SECONDS,
      },
    }),
  );
  return { leagueId, teamA, teamB };
}

/**
 * The board's row of pick `overall` holds `text`: its round's tab chosen first. The board follows the round
 * on the clock until a round is chosen, and the tab of the round already shown chooses nothing: when the
 * round's last pick arrives just after that click, the board moves on to the next round, so the tab is
 * clicked again until the row shows.
 */
async function expectOnBoard(page: Page, overall: number, round: number, text: string) {
  const row = page
    .getByTestId('draft-board')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(overall), exact: true }) });
  await expect(async () => {
    await page.getByRole('region', { name: 'Board' }).getByText(`R${round}`, { exact: true }).click();
    await expect(row).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('GMs draft live: a pick seen by the other GM without a reload, an expired clock drafts from the queue', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [boss, gmA, gmB] = [
    await registerVerifiedUser(request, 'boss'),
    await registerVerifiedUser(request, 'drafta'),
    await registerVerifiedUser(request, 'draftb'),
  ];
  const commish = await browser.newContext();
  await signIn(commish, boss);
  const api = commish.request;
  const { leagueId, teamA, teamB } = await offseasonLeague(api, [gmA.username, gmB.username]);
  const room = `/league/${leagueId}/draft`;

  const a = await browser.newContext();
  await signIn(a, gmA);
  const pageA = await a.newPage();
  const b = await browser.newContext();
  await signIn(b, gmB);
  const pageB = await b.newPage();

  // The commissioner holds the lottery: the reveal checks it in the browser.
  await ok(await api.post(`/api${room}/lottery`, { data: {} }));
  const commishPage = await commish.newPage();
  await commishPage.goto(`${room}/lottery`);
  await expect(commishPage.getByText('Verified in your browser')).toBeVisible();
  await commishPage.getByRole('button', { name: 'Reveal all' }).click();
  expect(await seriousViolations(commishPage)).toEqual([]);
  await shoot(commishPage, 'draft-lottery');
  await commishPage.goto(`${room}/prospects`);
  await expect(commishPage.getByTestId('prospect-rankings')).toBeVisible();
  expect(await seriousViolations(commishPage)).toEqual([]);
  await shoot(commishPage, 'draft-prospects');

  // GM B queues the scouts' 5th-ranked prospect before the draft starts.
  await pageB.goto(room);
  await expect(pageB.getByTestId('draft-status')).toHaveText('Ready to start');
  const fifth = pageB.getByTestId('available-prospects').getByRole('row').nth(5);
  const queuedName = (await fifth.getByRole('link').textContent()) ?? '';
  await fifth.getByRole('button', { name: `Queue ${queuedName}` }).click();
  const queue = pageB.getByRole('list', { name: 'Your queue' });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await expect(queue).toContainText(queuedName);
  expect(await seriousViolations(pageB)).toEqual([]);

  await pageA.goto(room);
  await expect(pageA.getByTestId('draft-status')).toHaveText('Ready to start');
  expect(await seriousViolations(pageA)).toEqual([]);

  // The commissioner starts from the room; AI teams pick at once until a GM is on the clock.
  await commishPage.goto(room);
  await commishPage.getByRole('button', { name: 'Start draft' }).click();
  await expect(commishPage.getByTestId('draft-status')).toHaveText('On the clock');

  let aPicked: { name: string; overall: number } | null = null;
  let bExpired: { overall: number } | null = null;
  for (let turn = 0; turn < 12 && (!aPicked || !bExpired); turn += 1) {
    const draft = await ok<Draft>(await api.get(`/api${room}`));
    if (draft.status === 'complete' || !draft.onClock) break;
    const { overall, team } = draft.onClock;
    const round = overall <= 4 ? 1 : 2;
    if (team.id === teamA.id) {
      // A: his Draft buttons come alive; he takes the best available, after confirming.
      await expect(pageA.getByTestId('on-clock-team')).toHaveText(teamA.name, { timeout: 15_000 });
      await expect(pageA.getByText('Your pick')).toBeVisible();
      const first = pageA.getByTestId('available-prospects').getByRole('row').nth(1);
      const name = (await first.getByRole('link').textContent()) ?? '';
      if (!aPicked && process.env.DRAFT_SCREENSHOTS) {
        // The screenshots take longer than the clock: the commissioner holds it while they are taken.
        await ok(await api.post(`/api${room}/pause`, { data: {} }));
        await expect(pageA.getByText('Paused: on the clock')).toBeVisible();
        await shoot(pageA, 'draft-room-paused');
        await ok(await api.post(`/api${room}/resume`, { data: {} }));
        await expect(pageA.getByText('Paused: on the clock')).toBeHidden();
      }
      await first.getByRole('button', { name: `Draft ${name}` }).click();
      await pageA
        .getByRole('dialog', { name: `Draft ${name}?` })
        .getByRole('button', { name: 'Draft' })
        .click();
      // B sees it on the board, live.
      await expectOnBoard(pageB, overall, round, name);
      aPicked ??= { name, overall };
    } else if (team.id === teamB.id) {
      // B lets his clock run out: his queue's first prospect (or the best available once it is gone).
      await expect(pageB.getByTestId('on-clock-team')).toHaveText(teamB.name, { timeout: 15_000 });
      if (!bExpired) await shoot(pageB, 'draft-room-queue');
      await expect(async () => {
        const now = await ok<Draft>(await api.get(`/api${room}`));
        expect(now.order.find((s) => s.overall === overall)?.player).not.toBeNull();
      }).toPass({ timeout: (CLOCK_SECONDS + 20) * 1000 });
      const made = (await ok<Draft>(await api.get(`/api${room}`))).order.find((s) => s.overall === overall);
      if (!bExpired) {
        expect(made?.source).toBe('queue');
        expect(made?.player?.name).toBe(queuedName);
      }
      for (const page of [pageA, pageB]) await expectOnBoard(page, overall, round, made?.player?.name ?? '');
      await expectOnBoard(pageA, overall, round, bExpired ? 'auto' : 'from queue');
      bExpired ??= { overall };
    } else {
      // An AI team on the clock a moment (the room moves on by itself).
      await pageA.waitForTimeout(500);
    }
  }
  expect(aPicked).not.toBeNull();
  expect(bExpired).not.toBeNull();

  // The commissioner runs the rest; the room says the draft is complete.
  const status = (await ok<Draft>(await api.get(`/api${room}`))).status;
  if (status !== 'complete') {
    await commishPage.getByRole('button', { name: 'Run automatically' }).click();
    await commishPage.getByRole('dialog').getByRole('button', { name: 'Run automatically' }).click();
  }
  await expect(pageA.getByText(/draft is complete/)).toBeVisible({ timeout: 20_000 });
  await shoot(pageA, 'draft-room-complete');

  // The drafted players are the teams' prospects, GM A's to sign.
  await pageA.goto(`/league/${leagueId}/team/${teamA.id}/depth-chart`);
  await pageA.getByRole('button', { name: /^Prospects/ }).click();
  const rights = pageA.getByRole('region', { name: /Drafted, unsigned/ });
  await expect(rights).toContainText(aPicked?.name ?? '');
  await expect(rights.getByRole('button', { name: 'Sign entry-level contract' }).first()).toBeVisible();
  await shoot(pageA, 'team-prospects');
  await pageB.goto(`/league/${leagueId}/team/${teamB.id}/depth-chart`);
  await pageB.getByRole('button', { name: /^Prospects/ }).click();
  await expect(pageB.getByRole('region', { name: /Drafted, unsigned/ })).toContainText(queuedName);

  // The commissioner's draft settings.
  await commishPage.goto(`/league/${leagueId}/commish`);
  await expect(commishPage.getByRole('form', { name: 'Draft settings' })).toBeVisible();
  await shoot(commishPage, 'commish-draft-settings');
});

import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { type Account, registerVerifiedUser, signIn } from './accounts';
import { playedLeague, type PlayedLeague } from './league';

export interface LeagueWithGm {
  gm: Account;
  league: PlayedLeague;
  /** The GM's own browser, signed in. */
  gmContext: BrowserContext;
}

/**
 * A commissioner and a GM, each registered and verified; the commissioner's small league with a week of
 * finals (`playedLeague`, named `name` and a unique suffix), the GM running its first team and signed in
 * in a browser of his own.
 */
export async function playedLeagueWithGm(
  browser: Browser,
  request: APIRequestContext,
  name: string,
): Promise<LeagueWithGm> {
  const commissioner = await registerVerifiedUser(request, 'commish');
  const gm = await registerVerifiedUser(request, 'gm');
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const league = await playedLeague(commishContext.request, {
    name: `${name} ${Date.now().toString(36)}`,
    gm: gm.username,
  });
  await commishContext.close();
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  return { gm, league, gmContext };
}

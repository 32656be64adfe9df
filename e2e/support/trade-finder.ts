import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { registerVerifiedUser, signIn } from './accounts';
import { customLeague, ok, type LeagueTeam } from './league';

interface SheetPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  placement: string;
  capHit: number;
}

export interface Skater {
  id: number;
  name: string;
  capHit: number;
  overall: number;
}

// A new league's teams spend near the cap: the commissioner raises it so a star fits in a trade.
const CAP_RAISE = 15_000_000;

export interface FinderLeague {
  context: BrowserContext;
  api: APIRequestContext;
  leagueId: number;
  mine: LeagueTeam;
  /** An AI team. */
  ai: LeagueTeam;
}

/**
 * A GM, signed in, who created a four-team custom league, runs its first team and, as its commissioner,
 * raised the cap by $15M so his team has room to take on salary.
 */
export async function finderLeague(browser: Browser, request: APIRequestContext): Promise<FinderLeague> {
  const gm = await registerVerifiedUser(request, 'finder');
  const context = await browser.newContext();
  await signIn(context, gm);
  const api = context.request;
  const { leagueId, teams } = await customLeague(api, { name: 'Finder', teamCount: 4 });
  const [mine, , , ai] = teams;
  if (!mine || !ai) throw new Error('Expected four teams');
  await ok(await api.put(`/api/league/${leagueId}/team/${mine.id}/gm`, { data: { username: gm.username } }));
  const { settings } = await ok<{ settings: { capLimits: { upperLimit: number }[] } }>(
    await api.get(`/api/league/${leagueId}/contract-settings`),
  );
  const capLimits = settings.capLimits.map((c) => ({ ...c, upperLimit: c.upperLimit + CAP_RAISE }));
  await ok(await api.put(`/api/league/${leagueId}/contract-settings`, { data: { ...settings, capLimits } }));
  return { context, api, leagueId, mine, ai };
}

/** A team's healthy active skaters, the best first, with their cap hits; and the team's cap space. */
export async function skatersOf(
  api: APIRequestContext,
  leagueId: number,
  teamId: number,
): Promise<{ skaters: Skater[]; capSpace: number }> {
  const sheet = await ok<{ players: SheetPlayer[]; capSpace: number }>(
    await api.get(`/api/league/${leagueId}/team/${teamId}/cap`),
  );
  const { players } = await ok<{ players: { id: number; overall: number; injury?: unknown }[] }>(
    await api.get(`/api/team/league/${leagueId}/team/${teamId}`),
  );
  const rated = new Map(players.filter((p) => !p.injury).map((p) => [p.id, p.overall]));
  const skaters = sheet.players
    .filter((p) => p.placement === 'active' && p.position !== 'G' && rated.has(p.id))
    .map((p) => ({
      id: p.id,
      name: `${p.firstName} ${p.lastName}`,
      capHit: p.capHit,
      overall: rated.get(p.id) ?? 0,
    }))
    .sort((a, b) => b.overall - a.overall);
  return { skaters, capSpace: sheet.capSpace };
}

interface FinderAnswer {
  current: { decision: string } | null;
  packages: { partner: { id: number }; teams: { teamId: number; gives: { playerIds: number[] } }[] }[];
}

/** POST …/trades/finder as the GM: a trade in the builder to balance, or offers for a player. */
export async function askFinder(
  api: APIRequestContext,
  leagueId: number,
  data: object,
): Promise<FinderAnswer> {
  return ok<FinderAnswer>(await api.post(`/api/league/${leagueId}/trades/finder`, { data }));
}

export const gives = (playerIds: number[]) => ({ playerIds, pickIds: [], retained: [] });

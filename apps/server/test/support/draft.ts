import { followAdvance } from './advances';
import {
  addDays,
  dayInTimeZone,
  type DraftProspectsResponse,
  type DraftQueue,
  type DraftResponse,
  type DraftSettings,
  type NotificationKind,
} from '@rinkside/domain';
import { expect } from 'vitest';
import { signUp, type TestUser } from './accounts';
import { leagueWithGms, type LeagueSummaryForTest, requestsAs } from './leagues';
import type { TestApp } from './test-app';

export interface DraftLeague {
  league: LeagueSummaryForTest;
  commissioner: TestUser;
  /** The GM of each team, in the league's team order. */
  gms: TestUser[];
  api: ReturnType<typeof draftApi>;
}

/**
 * A four-team custom league, a GM on each of its first `gmCount` teams, with a short schedule played
 * to `stage`: 'scheduled' (nothing played), 'regular' (the regular season played) or 'offseason' (the
 * playoffs too: the draft can start).
 */
export async function draftLeague(
  t: TestApp,
  {
    stage = 'offseason',
    gmCount = 4,
  }: { stage?: 'scheduled' | 'regular' | 'offseason'; gmCount?: number } = {},
): Promise<DraftLeague> {
  const commissioner = await signUp(t);
  const gms: TestUser[] = [];
  for (let i = 0; i < gmCount; i += 1) gms.push(await signUp(t));
  const league = await leagueWithGms(t, commissioner, 'Draft League', gms);
  const inject = requestsAs(t);
  const ok = async (url: string, payload?: object) => {
    const response = await followAdvance(t, await inject(commissioner, 'POST', url, payload));
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  // Two playoff teams: the other two are the lottery's entrants.
  const settings = await inject(commissioner, 'PUT', `/api/league/${league.id}/playoffs/settings`, {
    teamCount: 2,
    seriesLengths: [1],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
  await ok(`/api/league/${league.id}/schedule/generate`, {
    gamesPerTeam: 6,
    startDate: addDays(today, 1),
    endDate: addDays(today, 20),
  });
  if (stage !== 'scheduled') await ok(`/api/league/${league.id}/advance`, { to: 'regularSeasonEnd' });
  if (stage === 'offseason') {
    const played = await ok(`/api/league/${league.id}/advance`, { to: 'date', date: addDays(today, 120) });
    expect(played.clock.phase).toBe('offseason');
  }
  return { league, commissioner, gms, api: draftApi(t, league.id) };
}

/** The draft's API for one league, as a signed-in user. */
export function draftApi(t: TestApp, leagueId: number) {
  const inject = requestsAs(t);
  const base = `/api/league/${leagueId}/draft`;
  const ok = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return {
    base,
    get: async (user: TestUser) => ok<DraftResponse>(await inject(user, 'GET', base)),
    prospects: async (user: TestUser) =>
      ok<DraftProspectsResponse>(await inject(user, 'GET', `${base}/prospects`)),
    /** POST /draft/{action}, the raw response. */
    act: (user: TestUser, action: string) => inject(user, 'POST', `${base}/${action}`),
    acted: async (user: TestUser, action: string) =>
      ok<DraftResponse>(await inject(user, 'POST', `${base}/${action}`)),
    pick: (user: TestUser, playerId: number, overall?: number) =>
      inject(user, 'POST', `${base}/pick`, { playerId, ...(overall === undefined ? {} : { overall }) }),
    picked: async (user: TestUser, playerId: number) =>
      ok<DraftResponse>(await inject(user, 'POST', `${base}/pick`, { playerId })),
    queue: async (user: TestUser) => ok<DraftQueue>(await inject(user, 'GET', `${base}/queue`)),
    saveQueue: (user: TestUser, playerIds: number[]) => inject(user, 'PUT', `${base}/queue`, { playerIds }),
  };
}

/** The GM of the team on the clock, and the GM of another team. */
export function gmOnClock(setup: DraftLeague, draft: DraftResponse) {
  const teamId = draft.onClock?.team.id;
  const index = setup.league.teams.findIndex((team) => team.id === teamId);
  const gm = setup.gms[index];
  const other = setup.gms[(index + 1) % setup.gms.length];
  if (!gm || !other) throw new Error(`No GM on the clock (team ${teamId})`);
  return { gm, other };
}

/** The best-ranked prospects still in the class. */
export async function availableProspects(setup: DraftLeague) {
  const { prospects } = await setup.api.prospects(setup.commissioner);
  return prospects.filter((p) => p.drafted === null).sort((a, b) => a.rank - b.rank);
}

/** Stores draft settings on the league (the defaults with these changes). */
export async function setDraftSettings(t: TestApp, leagueId: number, settings: Partial<DraftSettings>) {
  await t.ctx.database.db
    .updateTable('leagues')
    .set({ draft_settings: JSON.stringify(settings) })
    .where('id', '=', leagueId)
    .execute();
}

/** Runs the clock of the league's running draft out now (its deadline a second ago). */
export async function expireClock(t: TestApp, leagueId: number) {
  const past = new Date(t.ctx.now().getTime() - 1000).toISOString();
  await t.ctx.database.db
    .updateTable('drafts')
    .set({ clock_deadline: past })
    .where('league_id', '=', leagueId)
    .where('status', '=', 'running')
    .execute();
}

/** The kinds and payloads of a user's notifications of one kind. */
export async function noticesOf(t: TestApp, user: TestUser, kind: NotificationKind) {
  const rows = await t.ctx.database.db
    .selectFrom('notifications')
    .select('payload')
    .where('user_id', '=', user.id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** The GM of the league's team `i`. */
export const gmOf = (setup: DraftLeague, i: number) => {
  const gm = setup.gms[i];
  if (!gm) throw new Error(`No GM ${i}`);
  return gm;
};
/** The list with at least `count` items, typed as having them. */
export function defined<T>(list: T[], count: number): [T, T, T, ...T[]] {
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list as [T, T, T, ...T[]];
}

// Issue 19: the draft room: the lottery, picks in order by the team on the clock, one pick of two made at
// once, traded picks, undo, the queue on an expired clock, and the rest of the draft made automatically.

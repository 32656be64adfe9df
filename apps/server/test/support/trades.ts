import type { PlayerStatus, TradeDetail, TradeSettings } from '@rinkside/domain';
import { expect } from 'vitest';
import { signUp, type TestUser } from './accounts';
import { leagueWithGms, requestsAs } from './leagues';
import type { TestApp } from './test-app';
import { makeCapRoomForLeague } from './cap-room';

export interface Gives {
  playerIds?: number[];
  pickIds?: number[];
  retained?: { playerId: number; percent: number }[];
}

/** A proposal body: the proposing team first. */
export const proposal = (first: [number, Gives], second: [number, Gives], note?: string) => ({
  teams: [first, second].map(([teamId, gives]) => ({
    teamId,
    gives: { playerIds: [], pickIds: [], retained: [], ...gives },
  })),
  ...(note === undefined ? {} : { note }),
});

/** Calls of the trades API as a user, for one league. */
export function tradesApi(t: TestApp, leagueId: number) {
  const inject = requestsAs(t);
  const base = `/api/league/${leagueId}/trades`;
  return {
    propose: (user: TestUser, body: object) => inject(user, 'POST', base, body),
    preview: (user: TestUser, body: object) => inject(user, 'POST', `${base}/preview`, body),
    list: (user: TestUser | null, query = '') => inject(user, 'GET', `${base}${query}`),
    get: (user: TestUser | null, tradeId: number) => inject(user, 'GET', `${base}/${tradeId}`),
    act: (user: TestUser, tradeId: number, action: string, body: object = {}) =>
      inject(user, 'POST', `${base}/${tradeId}/${action}`, body),
    /** Proposes and expects it stored. */
    async proposed(user: TestUser, body: object): Promise<TradeDetail> {
      const response = await inject(user, 'POST', base, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
  };
}

/** A team's healthy active skaters under contract, the cheapest first (easy to fit under any cap). */
export async function skatersOf(t: TestApp, teamId: number) {
  return t.ctx.database.db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'cap_hit', 'contract_years', 'status'])
    .where('team_id', '=', teamId)
    .where('status', '=', 'active')
    .where('position', '!=', 'G')
    .where('injury', 'is', null)
    .orderBy('cap_hit')
    .orderBy('id')
    .execute();
}

/** A team's healthy active skaters, the best first. */
export function rankedSkatersOf(t: TestApp, teamId: number) {
  return t.ctx.database.db
    .selectFrom('players')
    .select(['id', 'overall', 'cap_hit'])
    .where('team_id', '=', teamId)
    .where('status', '=', 'active')
    .where('position', '!=', 'G')
    .where('injury', 'is', null)
    .orderBy('overall', 'desc')
    .orderBy('id')
    .execute();
}

/** The ids of a team's own draft picks, earliest first. */
export async function picksOf(t: TestApp, teamId: number): Promise<number[]> {
  const rows = await t.ctx.database.db
    .selectFrom('draft_picks')
    .select('id')
    .where('owner_team_id', '=', teamId)
    .orderBy('year')
    .orderBy('round')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function teamOf(t: TestApp, playerId: number) {
  const row = await t.ctx.database.db
    .selectFrom('players')
    .select(['team_id', 'cap_hit', 'status'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function ownerOf(t: TestApp, pickId: number): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('draft_picks')
    .select('owner_team_id')
    .where('id', '=', pickId)
    .executeTakeFirstOrThrow();
  return row.owner_team_id;
}

export async function setTradeSettings(t: TestApp, leagueId: number, settings: Partial<TradeSettings>) {
  await t.ctx.database.db
    .updateTable('leagues')
    .set({ trade_settings: JSON.stringify(settings) })
    .where('id', '=', leagueId)
    .execute();
}

/** Payloads of a user's notifications of a kind, newest first. */
export async function noticesOf(t: TestApp, user: TestUser, kind: string) {
  const page = (await requestsAs(t)(user, 'GET', '/api/notifications')).json();
  return (page.notifications as { kind: string; payload: Record<string, unknown> }[])
    .filter((n) => n.kind === kind)
    .map((n) => n.payload);
}

/**
 * The invariant every trade test ends on: each player is on at most one team of his league and in no
 * other team's depth chart, and each pick has one owner, a team of its league.
 */
export async function expectOneOwnerEach(t: TestApp, leagueId: number): Promise<void> {
  const { db } = t.ctx.database;
  const teams = await db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute();
  const teamIds = new Set(teams.map((team) => team.id));
  const players = await db
    .selectFrom('players')
    .select(['id', 'team_id'])
    .where('league_id', '=', leagueId)
    .execute();
  const teamOfPlayer = new Map(players.map((p) => [p.id, p.team_id]));
  for (const player of players) if (player.team_id !== null) expect(teamIds.has(player.team_id)).toBe(true);
  const charts = await db
    .selectFrom('depth_charts')
    .select(['team_id', 'chart'])
    .where('team_id', 'in', [...teamIds])
    .execute();
  const charted = new Map<number, number>();
  for (const chart of charts)
    for (const ids of Object.values(JSON.parse(chart.chart) as Record<string, number[]>))
      for (const id of ids) {
        expect(charted.has(id), `player ${id} in two depth charts`).toBe(false);
        charted.set(id, chart.team_id);
        expect(teamOfPlayer.get(id), `player ${id} charted by a team he is not on`).toBe(chart.team_id);
      }
  const picks = await db
    .selectFrom('draft_picks')
    .select(['id', 'owner_team_id'])
    .where('league_id', '=', leagueId)
    .execute();
  for (const pick of picks) expect(teamIds.has(pick.owner_team_id)).toBe(true);
}

/** Sets a team's active roster to `size`: its most expensive skaters beyond it go to the minors, or minor leaguers come up. */
export async function activeRosterOf(t: TestApp, teamId: number, size: number): Promise<void> {
  const { db } = t.ctx.database;
  const of = (status: PlayerStatus) =>
    db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId)
      .where('status', '=', status)
      .where('position', '!=', 'G')
      .orderBy('cap_hit', 'desc')
      .orderBy('id')
      .execute();
  const [active, minors] = [await of('active'), await of('minors')];
  const goalies = await db
    .selectFrom('players')
    .select('id')
    .where('team_id', '=', teamId)
    .where('status', '=', 'active')
    .where('position', '=', 'G')
    .execute();
  const skaters = size - goalies.length;
  const down = active.slice(0, Math.max(0, active.length - skaters)).map((p) => p.id);
  const up = minors.slice(0, Math.max(0, skaters - active.length)).map((p) => p.id);
  if (down.length > 0)
    await db.updateTable('players').set({ status: 'minors' }).where('id', 'in', down).execute();
  if (up.length > 0)
    await db.updateTable('players').set({ status: 'active' }).where('id', 'in', up).execute();
}

/**
 * A trade test's league: a commissioner, three GMs on its first three teams (the fourth is an AI team),
 * every active roster at 20 so trades have room both ways.
 */
export async function tradeLeague(t: TestApp, name: string) {
  const commissioner = await signUp(t);
  const gms = [await signUp(t), await signUp(t), await signUp(t)] as const;
  const league = await leagueWithGms(t, commissioner, name, [...gms]);
  for (const team of league.teams) await activeRosterOf(t, team.id, 20);
  // Room under the cap for the trades and signings a test makes: a new league's teams spend near it.
  await makeCapRoomForLeague(t, league.id, 20_000_000);
  return { commissioner, gms, league, api: tradesApi(t, league.id) };
}

import {
  balanceTrade,
  type TradeFinderPackage,
  type TradeFinderResponse,
  type TradeProposalRequest,
} from '@rinkside/domain';
import { expect } from 'vitest';
import { buildCapSheet } from '../../src/modules/contracts/cap-sheet';
import { contractSettingsOf } from '../../src/modules/contracts/settings';
import { aiJudge } from '../../src/modules/trade-ai/answer';
import { finderTeam, neutralValue } from '../../src/modules/trades/finder-check';
import type { TestUser } from './accounts';
import { requestsAs } from './leagues';
import type { TestApp } from './test-app';
import type { tradesApi } from './trades';

/** Calls of the trade finder as a user, for one league. */
export function finderApi(t: TestApp, leagueId: number) {
  const inject = requestsAs(t);
  const ask = (user: TestUser, body: object) =>
    inject(user, 'POST', `/api/league/${leagueId}/trades/finder`, body);
  return {
    ask,
    /** Asks and expects an answer. */
    async found(user: TestUser, body: object): Promise<TradeFinderResponse> {
      const response = await ask(user, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

/**
 * Proposes the package as it stands, expects the AI team to accept it in the same request, then has the
 * commissioner reverse it so that the league is as it was for the next one.
 */
export async function proposeAccepted(
  api: ReturnType<typeof tradesApi>,
  users: { gm: TestUser; commissioner: TestUser },
  pkg: TradeFinderPackage,
): Promise<void> {
  const trade = await api.proposed(users.gm, { teams: pkg.teams });
  expect(['completed', 'awaiting_approval', 'in_review'], JSON.stringify(pkg.adds)).toContain(trade.status);
  const reversed = await api.act(users.commissioner, trade.id, 'reverse');
  expect(reversed.statusCode, reversed.body).toBe(200);
}

/** A package's assets as 'player 12' / 'pick 40' keys. */
export const keysOf = (pkg: Pick<TradeFinderPackage, 'teams'>) =>
  pkg.teams.flatMap((side) => [
    ...side.gives.playerIds.map((id) => `player ${id}`),
    ...side.gives.pickIds.map((id) => `pick ${id}`),
  ]);

/** The trade as sent, each side's ids in order, to compare packages. */
export const tradeKey = (teams: TradeProposalRequest['teams']) =>
  JSON.stringify(teams.map((s) => [s.teamId, [...s.gives.playerIds].sort(), [...s.gives.pickIds].sort()]));

/** The balance search alone, before the rules' check: what the value model would accept. */
export async function modelOnlyBalance(t: TestApp, leagueId: number, sides: TradeProposalRequest['teams']) {
  const { db } = t.ctx.database;
  const league = await db
    .selectFrom('leagues')
    .selectAll()
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
  const [first, second] = sides;
  if (!first || !second) throw new Error('Two sides');
  const judge = await aiJudge(t.ctx, db, {
    league,
    settings: contractSettingsOf(league.contract_settings),
    aiTeamId: second.teamId,
    otherTeamId: first.teamId,
  });
  const none = new Set<number>();
  return balanceTrade({
    sides: [first, second],
    teams: [
      finderTeam(first.teamId, judge.assetsOf(first.teamId), none),
      finderTeam(second.teamId, judge.assetsOf(second.teamId), none),
    ],
    decide: judge.decide,
    value: neutralValue(judge.league),
    limit: 10,
  }).found;
}

/** Leaves the team `room` under the cap this season: its cheapest player's cap hit takes up the rest. */
export async function squeezeCap(t: TestApp, teamId: number, room: number): Promise<void> {
  const { db } = t.ctx.database;
  const team = await db
    .selectFrom('teams')
    .select('league_id')
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  const league = await db
    .selectFrom('leagues')
    .select('contract_settings')
    .where('id', '=', team.league_id)
    .executeTakeFirstOrThrow();
  const season = await db
    .selectFrom('seasons')
    .select('start_year')
    .where('league_id', '=', team.league_id)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const sheet = await buildCapSheet(db, {
    teamId,
    year: season.start_year,
    settings: contractSettingsOf(league.contract_settings),
  });
  const [cheapest] = sheet.players
    .filter((p) => p.placement === 'active')
    .sort((a, b) => a.capHit - b.capHit);
  if (!cheapest) throw new Error('No active player');
  await db
    .updateTable('players')
    .set({ cap_hit: cheapest.capHit + sheet.capSpace - room })
    .where('id', '=', cheapest.id)
    .execute();
}

import { expect } from 'vitest';
import { signUp, type TestUser } from './accounts';
import { activeSeasonId, requestsAs } from './leagues';
import { recruitmentSteps } from './recruitments';
import { proposal, skatersOf, tradeLeague } from './trades';
import type { TestApp } from './test-app';

/** A row of each kind a route parameter can name, all of one league. */
export interface LeagueRows {
  league: number;
  team: number;
  player: number;
  game: number;
  trade: number;
  offer: number;
  waiver: number;
  webhook: number;
  recruitment: number;
  application: number;
  season: number;
  advance: number;
  channel: number;
  thread: number;
  post: number;
  news: number;
  /** A reaction's name: a route segment, not a row. */
  reaction: string;
}

export const setVisibility = (t: TestApp, user: TestUser, leagueId: number, visibility: string) =>
  requestsAs(t)(user, 'PUT', `/api/league/${leagueId}/settings/visibility`, { visibility });

/**
 * A league with a commissioner, three GMs and one team recruiting (an applicant has applied), holding a row
 * of every kind a route names: a scheduled season, a trade proposal, a contract offer, a player on waivers,
 * a webhook, an advance. `visibility` is set last.
 */
export async function leagueWithEveryRow(t: TestApp, name: string, visibility: 'public' | 'members') {
  const { commissioner, gms, league, api } = await tradeLeague(t, name);
  const inject = requestsAs(t);
  const [teamA, teamB, , recruiting] = league.teams;
  if (!teamA || !teamB || !recruiting) throw new Error('A trade league has four teams');
  const [a1] = await skatersOf(t, teamA.id);
  const [b1, b2] = await skatersOf(t, teamB.id);
  if (!a1 || !b1 || !b2) throw new Error('Teams without skaters');
  const trade = await api.proposed(
    gms[0],
    proposal([teamA.id, { playerIds: [a1.id] }], [teamB.id, { playerIds: [b1.id] }]),
  );

  // After the trade: the season's dates put its deadline in the past of the test's clock.
  const scheduled = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
    gamesPerTeam: 6,
    playPastGames: true,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);

  const steps = recruitmentSteps(t, commissioner);
  const recruitment = await steps.open(league, recruiting.id);
  const applicant = await signUp(t);
  await steps.apply(applicant, recruitment);
  const application = await steps.applicationId(league, recruiting.id, applicant);

  const { db } = t.ctx.database;
  const at = t.ctx.now().toISOString();
  const { id: game } = await db
    .selectFrom('games')
    .select('id')
    .where('league_id', '=', league.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const offer = await db
    .insertInto('contract_offers')
    .values({
      league_id: league.id,
      player_id: b2.id,
      team_id: teamA.id,
      by_user_id: gms[0].id,
      cap_hit: 1_000_000,
      years: 1,
      made_at: at,
      decide_at: at,
      reason: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const waiver = await db
    .insertInto('waivers')
    .values({
      league_id: league.id,
      player_id: b2.id,
      from_team_id: teamB.id,
      headed_to: 'minors',
      placed_at: at,
      ends_at: at,
      claimed_by_team_id: null,
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webhook = await db
    .insertInto('league_webhooks')
    .values({
      league_id: league.id,
      url: 'https://hooks.example/rinkside',
      format: 'json',
      kinds: '[]',
      secret: 'x'.repeat(32),
      created_by: commissioner.id,
      created_at: at,
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // An advance that ended: one row of the league's advances, without holding the league up.
  const advance = await db
    .insertInto('league_advances')
    .values({
      league_id: league.id,
      requested_by: commissioner.id,
      request: JSON.stringify({ to: 'day' }),
      status: 'failed',
      error: 'Stopped for the walk.',
      created_at: at,
      finished_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The board: a thread in its first channel, with its opening post.
  const channels = await inject(commissioner, 'GET', `/api/league/${league.id}/board/channels`);
  const channel = (channels.json<{ channels: { id: number }[] }>().channels[0]?.id ?? 0) as number;
  const started = await inject(
    commissioner,
    'POST',
    `/api/league/${league.id}/board/channels/${channel}/threads`,
    {
      title: 'Welcome',
      body: 'Talk here.',
    },
  );
  expect(started.statusCode, started.body).toBe(201);
  const board = started.json<{ thread: { id: number }; post: { id: number } }>();

  // A news item of the league's (its creation is news).
  const news = await t.ctx.database.db
    .selectFrom('league_news')
    .select('id')
    .where('league_id', '=', league.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();

  expect((await setVisibility(t, commissioner, league.id, visibility)).statusCode).toBe(200);
  const rows: LeagueRows = {
    league: league.id,
    team: teamA.id,
    player: a1.id,
    game,
    trade: trade.id,
    offer: offer.id,
    waiver: waiver.id,
    webhook: webhook.id,
    recruitment: recruitment.id,
    application,
    season: await activeSeasonId(t, league.id),
    advance: advance.id,
    channel,
    thread: board.thread.id,
    post: board.post.id,
    news: news.id,
    reaction: 'like',
  };
  return { commissioner, gms, applicant, league, rows };
}

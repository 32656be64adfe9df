import { createRng, generatePlayer } from '@rinkside/sim';
import { playerToRow } from '../../src/db/player-row';
import type { TestApp } from './test-app';

let made = 0;

/** An 18-year-old prospect stored in the league: in the draft class (status 'draft', no team) or as given. */
async function insertYoung(
  t: TestApp,
  input: { leagueId: number; teamId: number | null; status: 'draft' | 'prospect'; year: number },
): Promise<number> {
  made += 1;
  const player = generatePlayer(createRng(`draft-life:${made}`), {
    id: `young-${made}`,
    position: 'C',
    overall: 50,
    status: 'prospect',
    age: 18,
  });
  const row = {
    ...playerToRow(player, input.leagueId, input.teamId, input.year - 1),
    status: input.status,
    cap_hit: 0,
    contract_years: 0,
  };
  const { id } = await t.ctx.database.db
    .insertInto('players')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A draft-eligible prospect of the `year` class (players status 'draft' and his draft_prospects row). */
export async function classProspect(t: TestApp, leagueId: number, year: number): Promise<number> {
  const id = await insertYoung(t, { leagueId, teamId: null, status: 'draft', year });
  await t.ctx.database.db
    .insertInto('draft_prospects')
    .values({ player_id: id, league_id: leagueId, year, scout_bias: 0.5, scouting_note: 'A centre.' })
    .execute();
  return id;
}

/**
 * A player drafted by `teamId` with its own pick of `year` and `round` (made, source 'gm'): his rights
 * held, unsigned (status 'prospect'). Returns the player and the pick.
 */
export async function draftedPlayer(
  t: TestApp,
  input: { leagueId: number; teamId: number; year: number; round: number },
): Promise<{ playerId: number; pickId: number }> {
  const { db } = t.ctx.database;
  const playerId = await insertYoung(t, { ...input, status: 'prospect' });
  // A past year's pick (from before the league's first draft) is made for the occasion.
  const pick =
    (await db
      .selectFrom('draft_picks')
      .select('id')
      .where('original_team_id', '=', input.teamId)
      .where('year', '=', input.year)
      .where('round', '=', input.round)
      .executeTakeFirst()) ??
    (await db
      .insertInto('draft_picks')
      .values({
        league_id: input.leagueId,
        original_team_id: input.teamId,
        owner_team_id: input.teamId,
        year: input.year,
        round: input.round,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  await db
    .updateTable('draft_picks')
    .set({ player_id: playerId, source: 'gm', made_at: new Date().toISOString(), overall: input.round })
    .where('id', '=', pick.id)
    .execute();
  return { playerId, pickId: pick.id };
}

/** The league's picks as (team, year, round) counts: how many each team owns in each year. */
export async function pickCounts(t: TestApp, leagueId: number) {
  const rows = await t.ctx.database.db
    .selectFrom('draft_picks')
    .select(['original_team_id', 'owner_team_id', 'year', 'round'])
    .where('league_id', '=', leagueId)
    .execute();
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const perTeamYear = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.original_team_id}:${r.year}`;
    perTeamYear.set(key, (perTeamYear.get(key) ?? 0) + 1);
  }
  return { years, perTeamYear, rows };
}

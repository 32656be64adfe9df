import { DRAFT_PICK_YEARS, draftSettingsOf } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import { ensureDraft } from '../draft/ensure-draft';
import { runDraftToEnd } from '../draft/run-to-end';
import { ensurePickYears } from '../draft-settings/pick-years';
import type { Db, LeagueRow } from '../leagues/repo';

/** A draft-eligible prospect re-enters the next class once, if he was 18 at his draft (docs/decisions/049). */
const RE_ENTRY_AGE = 18;

/**
 * The season's draft, inside the rollover's transaction before the summer (docs/decisions/049): one under
 * way refuses the rollover (409); one never started, or never read, is held automatically to its end, so a
 * league that ignores the draft still gets its players.
 */
export async function holdDraftBeforeSummer(
  trx: Db,
  input: { league: LeagueRow; season: { id: number; start_year: number }; at: string },
): Promise<void> {
  const { league, season, at } = input;
  const draft = await trx
    .selectFrom('drafts')
    .select(['status', 'year'])
    .where('season_id', '=', season.id)
    .executeTakeFirst();
  if (draft?.status === 'running' || draft?.status === 'paused')
    throw conflict(
      `The ${draft.year} draft is under way: finish it (or run it automatically) before starting the next season.`,
    );
  if (draft?.status === 'complete') return;
  if (!draft) await ensureDraft(trx, { league, season, at });
  await runDraftToEnd(trx, { league, seasonId: season.id, at });
}

/**
 * After the new season is inserted: the last class's undrafted players re-enter the next class once (a
 * year older, the scouts' error halved, as they have seen him a year more) if they were 18 at their draft,
 * and leave the league otherwise; the new season's class is created; every team owns its picks for the
 * next DRAFT_PICK_YEARS drafts.
 */
export async function prepareNextDraft(
  trx: Db,
  input: { league: LeagueRow; season: { id: number; start_year: number }; at: string },
): Promise<void> {
  const { league, season, at } = input;
  const heldYear = season.start_year;
  const undrafted = await trx
    .selectFrom('draft_prospects as d')
    .innerJoin('players as p', 'p.id', 'd.player_id')
    .select(['p.id', 'p.age', 'd.re_entry', 'd.scout_bias'])
    .where('d.league_id', '=', league.id)
    .where('d.year', '=', heldYear)
    .where('p.status', '=', 'draft')
    .where('p.team_id', 'is', null)
    .execute();
  const leaving: number[] = [];
  for (const prospect of undrafted) {
    if (prospect.re_entry === 0 && prospect.age === RE_ENTRY_AGE) {
      await trx
        .updateTable('players')
        .set({ age: prospect.age + 1 })
        .where('id', '=', prospect.id)
        .execute();
      await trx
        .updateTable('draft_prospects')
        .set({ year: heldYear + 1, re_entry: 1, scout_bias: prospect.scout_bias / 2 })
        .where('player_id', '=', prospect.id)
        .execute();
    } else leaving.push(prospect.id);
  }
  for (let i = 0; i < leaving.length; i += 200) {
    const ids = leaving.slice(i, i + 200);
    await trx.deleteFrom('draft_prospects').where('player_id', 'in', ids).execute();
    await trx.deleteFrom('players').where('id', 'in', ids).execute();
  }
  // The new class is made around the re-entries, which count toward its size.
  await ensureDraft(trx, { league, season, at });
  const firstYear = season.start_year + 1;
  await ensurePickYears(trx, {
    leagueId: league.id,
    fromYear: firstYear,
    toYear: firstYear + DRAFT_PICK_YEARS - 1,
    rounds: draftSettingsOf(league.draft_settings).rounds,
  });
}

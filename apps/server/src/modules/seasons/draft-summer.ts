import { DRAFT_PICK_YEARS, draftSettingsOf } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import { ensureDraft } from '../draft/ensure-draft';
import { runDraftToEnd } from '../draft/run-to-end';
import { ensurePickYears } from '../draft-settings/pick-years';
import type { Db, LeagueRow } from '../leagues/api';
import { deleteProspects, findDraftOfSeason, listUndraftedProspects, reEnterProspect } from './draft-repo';

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
  const draft = await findDraftOfSeason(trx, season.id);
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
  const undrafted = await listUndraftedProspects(trx, league.id, heldYear);
  const leaving: number[] = [];
  for (const prospect of undrafted) {
    if (prospect.re_entry === 0 && prospect.age === RE_ENTRY_AGE)
      await reEnterProspect(trx, {
        id: prospect.id,
        age: prospect.age + 1,
        year: heldYear + 1,
        scoutBias: prospect.scout_bias / 2,
      });
    else leaving.push(prospect.id);
  }
  for (let i = 0; i < leaving.length; i += 200) await deleteProspects(trx, leaving.slice(i, i + 200));
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

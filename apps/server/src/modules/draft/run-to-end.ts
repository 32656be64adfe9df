import { draftSettingsOf } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db, LeagueRow } from '../leagues/api';
import { pickWhileAutomatic } from './auto-pick';
import { ensureDraft } from './ensure-draft';
import type { DraftMove, PickScene } from './make-pick';
import { claimDraft, findSeason } from './repo';
import { startDraftIn } from './start';

const everyTeam = () => true;

/**
 * Inside the caller's transaction: holds the lottery if the league has one and it is not held, sets the
 * order, makes every remaining pick automatically (queue, else best available), marks the draft complete.
 * For a draft 'upcoming' (never started); one running or paused is finished from where it stands.
 */
export async function runDraftToEnd(
  trx: Db,
  input: { league: LeagueRow; seasonId: number; at: string },
): Promise<void> {
  await finishDraft(trx, input);
}

/** `runDraftToEnd`, returning the draft's last move (for the commissioner's "draft automatically"). */
export async function finishDraft(
  trx: Db,
  input: { league: LeagueRow; seasonId: number; at: string },
): Promise<DraftMove> {
  const { league, at } = input;
  const season = await findSeason(trx, league.id, input.seasonId);
  if (!season) throw conflict('That season is not in this league.');
  let draft = await ensureDraft(trx, { league, season, at });
  const scene: PickScene = { league, settings: draftSettingsOf(league.draft_settings), at };
  if (draft.status === 'complete') return { draft, told: [], overall: null };
  if (draft.status === 'upcoming') return startDraftIn(trx, scene, { draft, isAutomatic: everyTeam });
  if (draft.status === 'paused') {
    const changes = { status: 'running' as const, clock_started_at: at, paused_seconds_left: null };
    if (!(await claimDraft(trx, draft, changes)))
      throw conflict('The draft changed just now. Reload and try again.');
    draft = { ...draft, ...changes, version: draft.version + 1 };
  }
  return pickWhileAutomatic(trx, scene, { draft, told: [], overall: null }, everyTeam);
}

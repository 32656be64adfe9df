import { conflict } from '../../http/errors';
import type { Db } from '../leagues/repo';
import { bankOf, deadlineAfter, freshSeconds, readBook, secondsLeftAt } from './clock';
import type { DraftMove, PickScene } from './make-pick';
import { type DraftRow, claimDraft } from './repo';

const changed = () => conflict('The draft changed just now. Reload the draft room and try again.');

/** Stops the clock of a running draft, keeping the seconds the pick on the clock had left. */
export async function pauseIn(trx: Db, scene: PickScene, draft: DraftRow): Promise<DraftMove> {
  if (draft.status !== 'running') throw conflict('Only a running draft can be paused.');
  const changes = {
    status: 'paused' as const,
    clock_deadline: null,
    paused_seconds_left:
      draft.clock_deadline === null
        ? null
        : secondsLeftAt(scene.settings, draft.clock_deadline, new Date(scene.at), scene.league.time_zone),
  };
  if (!(await claimDraft(trx, draft, changes))) throw changed();
  return { draft: { ...draft, ...changes, version: draft.version + 1 }, told: [], overall: null };
}

/** Starts a paused draft's clock again with the seconds it had left. */
export async function resumeIn(trx: Db, scene: PickScene, draft: DraftRow): Promise<DraftMove> {
  if (draft.status !== 'paused') throw conflict('Only a paused draft can be resumed.');
  const at = new Date(scene.at);
  const changes = {
    status: 'running' as const,
    clock_started_at: scene.at,
    clock_deadline:
      draft.paused_seconds_left === null
        ? null
        : deadlineAfter(scene.settings, at, draft.paused_seconds_left, scene.league.time_zone),
    paused_seconds_left: null,
  };
  if (!(await claimDraft(trx, draft, changes))) throw changed();
  return { draft: { ...draft, ...changes, version: draft.version + 1 }, told: [], overall: null };
}

/**
 * Takes back the last pick made: the player returns to the class with no team, the pick is cleared and
 * goes back on the clock with a fresh clock, and the draft waits paused for the commissioner to resume.
 * Refused (409) once the player has signed or moved.
 */
export async function undoIn(trx: Db, scene: PickScene, draft: DraftRow): Promise<DraftMove> {
  if (draft.status === 'upcoming') throw conflict('The draft has not started: there is no pick to undo.');
  const last = await trx
    .selectFrom('draft_picks as k')
    .innerJoin('players as p', 'p.id', 'k.player_id')
    .select(['k.id', 'k.overall', 'k.round', 'k.owner_team_id', 'p.id as player_id', 'p.team_id', 'p.status'])
    .select(['p.first_name', 'p.last_name'])
    .where('k.league_id', '=', draft.league_id)
    .where('k.year', '=', draft.year)
    .where('k.overall', 'is not', null)
    .orderBy('k.overall', 'desc')
    .executeTakeFirst();
  if (!last || last.overall === null) throw conflict('No pick has been made yet: there is nothing to undo.');
  const name = `${last.first_name} ${last.last_name}`;
  if (last.status !== 'prospect' || last.team_id !== last.owner_team_id)
    throw conflict(`${name} has signed or moved since he was drafted: his pick can no longer be undone.`);
  const at = new Date(scene.at);
  const changes = {
    status: 'paused' as const,
    on_clock: last.overall,
    clock_started_at: scene.at,
    clock_deadline: null,
    paused_seconds_left: freshSeconds(scene.settings, {
      at,
      round: last.round,
      bankSeconds: bankOf(scene.settings, readBook(draft), last.owner_team_id),
      timeZone: scene.league.time_zone,
    }),
    completed_at: null,
  };
  if (!(await claimDraft(trx, draft, changes))) throw changed();
  const back = await trx
    .updateTable('players')
    .set({ team_id: null, status: 'draft' })
    .where('id', '=', last.player_id)
    .where('status', '=', 'prospect')
    .where('team_id', '=', last.owner_team_id)
    .executeTakeFirst();
  if (Number(back.numUpdatedRows) !== 1) throw changed();
  await trx
    .updateTable('draft_picks')
    .set({ player_id: null, source: null, made_at: null })
    .where('id', '=', last.id)
    .execute();
  return { draft: { ...draft, ...changes, version: draft.version + 1 }, told: [], overall: last.overall };
}

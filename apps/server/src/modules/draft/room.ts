import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import * as ledger from '../ledger/api';
import { bankOf, deadlineAfter, freshSeconds, readBook, secondsLeftAt } from './clock';
import type { DraftMove, PickScene } from './make-pick';
import { clearPickMade, lastPickMade } from './picks-repo';
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
  const last = await lastPickMade(trx, draft);
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
  const { moved } = await ledger.movePlayer(
    trx,
    {
      playerId: last.player_id,
      from: { teamId: last.owner_team_id, status: 'prospect' },
      toTeamId: null,
      status: 'draft',
      whenBeaten: 'skip',
    },
    { at: scene.at },
  );
  if (!moved) throw changed();
  await clearPickMade(trx, last.id);
  return { draft: { ...draft, ...changes, version: draft.version + 1 }, told: [], overall: last.overall };
}

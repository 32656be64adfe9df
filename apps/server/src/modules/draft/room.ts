import { picksToUndo } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import * as ledger from '../ledger/api';
import { bankOf, deadlineAfter, freshSeconds, readBook, secondsLeftAt } from './clock';
import type { DraftMove, PickScene } from './make-pick';
import { clearPickMade, picksMade } from './picks-repo';
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
 * Takes back pick `from` (the last made when left out) and every pick made after it (decision 082): each
 * player returns to the class with no team and his pick is cleared, pick `from` goes back on the clock
 * with a fresh clock, and the draft waits paused for the commissioner to resume. Refused (409) once the
 * draft is over, or when a player to take back has signed or moved since.
 */
export async function undoIn(
  trx: Db,
  scene: PickScene,
  draft: DraftRow,
  from?: number,
): Promise<DraftMove & { undone: { overall: number; playerId: number; name: string }[] }> {
  const made = (await picksMade(trx, draft)).flatMap((pick) =>
    pick.overall === null
      ? []
      : [{ ...pick, overall: pick.overall, name: `${pick.first_name} ${pick.last_name}` }],
  );
  const decision = picksToUndo({
    status: draft.status,
    from,
    made: made.map((pick) => ({
      overall: pick.overall,
      playerName: pick.name,
      stillHeld: pick.status === 'prospect' && pick.team_id === pick.owner_team_id,
    })),
  });
  if (!decision.ok) throw conflict(decision.reason);
  const takenBack = made.filter((pick) => decision.overalls.includes(pick.overall));
  const first = takenBack[0];
  if (!first) throw changed();
  const at = new Date(scene.at);
  const changes = {
    status: 'paused' as const,
    on_clock: first.overall,
    clock_started_at: scene.at,
    clock_deadline: null,
    paused_seconds_left: freshSeconds(scene.settings, {
      at,
      round: first.round,
      bankSeconds: bankOf(scene.settings, readBook(draft), first.owner_team_id),
      timeZone: scene.league.time_zone,
    }),
    completed_at: null,
  };
  if (!(await claimDraft(trx, draft, changes))) throw changed();
  // The latest first, as a person would take them back one by one.
  for (const pick of [...takenBack].reverse()) {
    const { moved } = await ledger.movePlayer(
      trx,
      {
        playerId: pick.player_id,
        from: { teamId: pick.owner_team_id, status: 'prospect' },
        toTeamId: null,
        status: 'draft',
        whenBeaten: 'skip',
      },
      { at: scene.at },
    );
    if (!moved) throw changed();
    await clearPickMade(trx, pick.id);
  }
  return {
    draft: { ...draft, ...changes, version: draft.version + 1 },
    told: [],
    overall: first.overall,
    undone: takenBack.map((pick) => ({ overall: pick.overall, playerId: pick.player_id, name: pick.name })),
  };
}

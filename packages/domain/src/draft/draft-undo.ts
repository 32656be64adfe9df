import type { DraftStatus } from './draft-api';

/** A made pick as the undo rule sees it: its number, its player and whether his drafting team still holds him. */
export interface MadePick {
  overall: number;
  playerName: string;
  /** Unsigned and still with the team that drafted him (a signed, traded or released player is not). */
  stillHeld: boolean;
}

export type UndoDecision = { ok: true; from: number; overalls: number[] } | { ok: false; reason: string };

/**
 * The commissioner's undo (decision 082): taking back pick `from` (the last made pick when left out) takes
 * back every pick made after it too, so the picks return to the board in order and the draft resumes from
 * `from`. Refused while the draft has not started or once it is over, for a pick not made, and when any
 * player to take back has signed or moved since (naming the first such by pick number).
 */
export function picksToUndo(input: {
  status: DraftStatus;
  made: readonly MadePick[];
  from?: number;
}): UndoDecision {
  const { status } = input;
  if (status === 'complete')
    return { ok: false, reason: 'The draft is over: its picks can no longer be undone.' };
  if (status !== 'running' && status !== 'paused')
    return { ok: false, reason: 'The draft has not started: there is no pick to undo.' };
  const made = [...input.made].sort((a, b) => a.overall - b.overall);
  const last = made.at(-1);
  if (!last) return { ok: false, reason: 'No pick has been made yet: there is nothing to undo.' };
  const from = input.from ?? last.overall;
  if (!made.some((pick) => pick.overall === from))
    return { ok: false, reason: `Pick ${from} has not been made: there is nothing to undo.` };
  const takenBack = made.filter((pick) => pick.overall >= from);
  const moved = takenBack.find((pick) => !pick.stillHeld);
  if (moved)
    return {
      ok: false,
      reason: `${moved.playerName} (pick ${moved.overall}) has signed or moved since he was drafted: pick ${from} and the picks after it can no longer be undone.`,
    };
  return { ok: true, from, overalls: takenBack.map((pick) => pick.overall) };
}

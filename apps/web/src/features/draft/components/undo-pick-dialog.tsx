import type { DraftResponse, DraftSlot } from '@rinkside/domain';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUndoDraftPicks } from '../api/undo-draft-picks';
import { ConfirmDialog } from './confirm-dialog';

/** The made picks from `slot` on, first first: what taking back `slot` takes back (decision 082). */
export function picksFrom(draft: DraftResponse, slot: DraftSlot): DraftSlot[] {
  return draft.order.filter((s) => s.overall >= slot.overall && s.player !== null);
}

interface UndoPickDialogProps {
  leagueId: number;
  draft: DraftResponse;
  /** The pick to take back; null: closed. */
  slot: DraftSlot | null;
  onClose: () => void;
}

/** Asks the commissioner before taking back a pick and every pick made after it. */
export function UndoPickDialog({ leagueId, draft, slot, onClose }: UndoPickDialogProps) {
  const undo = useUndoDraftPicks(leagueId);
  const taken = slot ? picksFrom(draft, slot) : [];
  const after = taken.length - 1;
  const names = taken.map((s) => s.player?.name ?? '').join(', ');
  const title = slot
    ? `Take back pick ${String(slot.overall)}${after === 0 ? '' : after === 1 ? ' and the pick after it' : ` and the ${String(after)} picks after it`}?`
    : '';
  return (
    <ConfirmDialog
      title={title}
      opened={slot !== null}
      busy={undo.isPending}
      confirmLabel="Take back"
      color="red"
      onCancel={onClose}
      onConfirm={() =>
        slot &&
        undo.mutate(slot.overall, {
          onSuccess: () => notifySuccess(`Pick ${String(slot.overall)} is on the clock again.`, 'Draft'),
          onError: (error) => notifyError(errorMessage(error, 'The picks were not taken back. Try again.')),
          onSettled: onClose,
        })
      }
    >
      {slot &&
        `${names} ${taken.length === 1 ? 'goes' : 'go'} back to the class, and pick ${String(slot.overall)} (${slot.ownerTeam.name}) is on the clock again with a fresh clock. The draft is paused until you resume it. The league's GMs see this in the audit log.`}
    </ConfirmDialog>
  );
}

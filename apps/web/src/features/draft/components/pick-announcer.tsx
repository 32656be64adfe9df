import { Text, VisuallyHidden } from '@mantine/core';
import type { DraftSlot } from '@rinkside/domain';
import { useEffect, useRef, useState } from 'react';
import { PICK_SOURCE_LABELS } from '../draft-words';

/** The latest made pick of the order (the highest overall with a player), or null. */
export function latestPick(order: readonly DraftSlot[]): DraftSlot | null {
  let latest: DraftSlot | null = null;
  for (const slot of order) if (slot.player && (!latest || slot.overall > latest.overall)) latest = slot;
  return latest;
}

export function pickAnnouncement(slot: DraftSlot): string {
  if (!slot.player) return '';
  const how =
    slot.source === 'queue' || slot.source === 'best_available'
      ? ` (${PICK_SOURCE_LABELS[slot.source]})`
      : '';
  return `Pick ${slot.overall}: ${slot.ownerTeam.name} select ${slot.player.name}, ${slot.player.position}${how}.`;
}

/**
 * Says each new pick aloud to screen readers (a polite live region) and shows it as the room's last line.
 * The pick already made when the room opens is shown but not announced.
 */
export function PickAnnouncer({ order }: { order: readonly DraftSlot[] }) {
  const latest = latestPick(order);
  const words = latest ? pickAnnouncement(latest) : '';
  const seen = useRef<string | null>(null);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (seen.current !== null && words !== seen.current) setAnnounced(words);
    seen.current = words;
  }, [words]);

  return (
    <>
      {words && (
        <Text size="sm" c="dimmed" data-testid="last-pick">
          Last pick — {words}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite" data-testid="pick-announcement">
        {announced}
      </VisuallyHidden>
    </>
  );
}

import type { LineupSlot } from './lineup';

const UNITS: Record<string, string> = { line: 'Line', defense: 'Pair', pp: 'PP Unit', pk: 'PK Unit' };

/** How a lineup slot reads to people: 'Line 1 LW', 'Pair 2 RD', 'Starter', 'PP Unit 1 C', 'PK Unit 2 F1'. */
export function lineupSlotLabel(slot: LineupSlot): string {
  if (slot === 'starter_g') return 'Starter';
  if (slot === 'backup_g') return 'Backup';
  const match = /^([a-z]+)(\d)_([a-z]+\d?)$/.exec(slot);
  const unit = match?.[1] === undefined ? undefined : UNITS[match[1]];
  if (!match || !unit) return slot;
  return `${unit} ${match[2]} ${(match[3] ?? '').toUpperCase()}`;
}

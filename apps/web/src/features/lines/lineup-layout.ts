import {
  DEFENSE_PAIRS,
  EVEN_STRENGTH_SLOTS,
  FORWARD_LINES,
  LINEUP_SLOTS,
  lineupSlotLabel,
  SPECIAL_UNITS,
  type LineupSlot,
} from '@rinkside/domain';

export interface SlotRow {
  /** 'Line 1', 'Pair 2', 'Unit 1'... */
  label: string;
  slots: { slot: LineupSlot; label: string }[];
}

export interface LineupTab {
  value: 'forwards' | 'defense' | 'goalies' | 'power-play' | 'penalty-kill';
  label: string;
  rows: SlotRow[];
}

// SPEC §9 lineup layout: 4 forward lines, 3 defence pairs, starter and backup; PP units 3F+2D, PK 2F+2D.
export const LINEUP_TABS: LineupTab[] = [
  {
    value: 'forwards',
    label: 'Forwards',
    rows: FORWARD_LINES.map((n) => ({
      label: `Line ${n}`,
      slots: [
        { slot: `line${n}_lw`, label: 'LW' },
        { slot: `line${n}_c`, label: 'C' },
        { slot: `line${n}_rw`, label: 'RW' },
      ],
    })),
  },
  {
    value: 'defense',
    label: 'Defense',
    rows: DEFENSE_PAIRS.map((n) => ({
      label: `Pair ${n}`,
      slots: [
        { slot: `defense${n}_ld`, label: 'LD' },
        { slot: `defense${n}_rd`, label: 'RD' },
      ],
    })),
  },
  {
    value: 'goalies',
    label: 'Goalies',
    rows: [
      {
        label: 'Goaltenders',
        slots: [
          { slot: 'starter_g', label: 'Starter' },
          { slot: 'backup_g', label: 'Backup' },
        ],
      },
    ],
  },
  {
    value: 'power-play',
    label: 'Power Play',
    rows: SPECIAL_UNITS.map((n) => ({
      label: `PP Unit ${n}`,
      slots: [
        { slot: `pp${n}_lw`, label: 'LW' },
        { slot: `pp${n}_c`, label: 'C' },
        { slot: `pp${n}_rw`, label: 'RW' },
        { slot: `pp${n}_ld`, label: 'LD' },
        { slot: `pp${n}_rd`, label: 'RD' },
      ],
    })),
  },
  {
    value: 'penalty-kill',
    label: 'Penalty Kill',
    rows: SPECIAL_UNITS.map((n) => ({
      label: `PK Unit ${n}`,
      slots: [
        { slot: `pk${n}_f1`, label: 'F' },
        { slot: `pk${n}_f2`, label: 'F' },
        { slot: `pk${n}_ld`, label: 'LD' },
        { slot: `pk${n}_rd`, label: 'RD' },
      ],
    })),
  },
];

/** 'Line 1 LW', 'Starter', 'PK Unit 2 LD': how a slot is named to people and screen readers. */
export const SLOT_LABELS = Object.fromEntries(
  LINEUP_SLOTS.map((slot) => [slot, lineupSlotLabel(slot)]),
) as Record<LineupSlot, string>;

const evenStrength = new Set<string>(EVEN_STRENGTH_SLOTS);
export const isEvenStrengthSlot = (slot: LineupSlot) => evenStrength.has(slot);
export const isGoalieSlot = (slot: LineupSlot) => slot.endsWith('_g');

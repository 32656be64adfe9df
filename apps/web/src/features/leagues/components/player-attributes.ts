import type { StoredPlayer } from '@rinkside/domain';
import {
  GOALIE_ATTRIBUTE_COLUMNS,
  SKATER_ATTRIBUTE_COLUMNS,
  type AttributeColumn,
} from '../../../lib/attribute-columns';

export type { AttributeColumn };

// SPEC §2 Team page: the attributes its tables show, in the shared abbreviations.
const TEAM_SKATER_KEYS = [
  'speed',
  'acceleration',
  'agility',
  'stickhandling',
  'passing',
  'shotpower',
  'wristshot',
  'slapshot',
  'defensiveAwareness',
  'faceoffs',
  'shotBlocking',
  'hitting',
  'strength',
  'endurance',
  'offensiveAwareness',
  'discipline',
  'potential',
];
export const SKATER_COLUMNS: AttributeColumn[] = SKATER_ATTRIBUTE_COLUMNS.filter((c) =>
  TEAM_SKATER_KEYS.includes(c.key),
);
export const GOALIE_COLUMNS: AttributeColumn[] = GOALIE_ATTRIBUTE_COLUMNS;

export const fullName = (p: Pick<StoredPlayer, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** Goalies, then defense, then forwards, for default position ordering. */
export const POSITION_ORDER: Record<string, number> = { C: 1, LW: 2, RW: 3, D: 4, G: 5 };

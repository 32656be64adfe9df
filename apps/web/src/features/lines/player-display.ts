import type { PlayerStatus } from '@rinkside/domain';

/** Height from inches as feet and inches, e.g. 73 → 6'1". */
export const formatHeight = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

export const STATUS_LABELS: Record<PlayerStatus, string> = {
  active: 'Active',
  minors: 'Minors',
  prospect: 'Prospect',
  injured: 'Injured',
  scratched: 'Scratched',
};

export const STATUS_COLORS: Record<PlayerStatus, string> = {
  active: 'green',
  minors: 'blue',
  prospect: 'grape',
  injured: 'red',
  scratched: 'gray',
};

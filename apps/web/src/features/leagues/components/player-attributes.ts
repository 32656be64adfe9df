import type { StoredPlayer } from '@rinkside/domain';

export interface AttributeColumn {
  key: string;
  abbr: string;
  title: string;
  value: (player: StoredPlayer) => number | null;
}

const skater =
  <G extends keyof NonNullable<StoredPlayer['attributes']>>(
    group: G,
    name: keyof NonNullable<StoredPlayer['attributes']>[G],
  ) =>
  (p: StoredPlayer): number | null =>
    (p.attributes?.[group]?.[name] as number | undefined) ?? null;

const goalie =
  <G extends keyof NonNullable<StoredPlayer['goalieAttributes']>>(
    group: G,
    name: keyof NonNullable<StoredPlayer['goalieAttributes']>[G],
  ) =>
  (p: StoredPlayer): number | null =>
    (p.goalieAttributes?.[group]?.[name] as number | undefined) ?? null;

// SPEC §2 Team page: sortable attribute tables with abbreviations for skaters and goalies.
export const SKATER_COLUMNS: AttributeColumn[] = [
  { key: 'speed', abbr: 'SPD', title: 'Speed', value: skater('skating', 'speed') },
  { key: 'acceleration', abbr: 'ACC', title: 'Acceleration', value: skater('skating', 'acceleration') },
  { key: 'agility', abbr: 'AGI', title: 'Agility', value: skater('skating', 'agility') },
  { key: 'stickhandling', abbr: 'STK', title: 'Stickhandling', value: skater('puckSkills', 'stickhandling') },
  { key: 'passing', abbr: 'PAS', title: 'Passing', value: skater('puckSkills', 'passing') },
  { key: 'shotpower', abbr: 'SHP', title: 'Shot power', value: skater('scoring', 'shotpower') },
  { key: 'wristshot', abbr: 'WRS', title: 'Wrist shot', value: skater('scoring', 'wristshot') },
  { key: 'slapshot', abbr: 'SLP', title: 'Slap shot', value: skater('scoring', 'slapshot') },
  {
    key: 'defensiveAwareness',
    abbr: 'DEF',
    title: 'Defensive awareness',
    value: skater('defense', 'defensiveAwareness'),
  },
  { key: 'faceoffs', abbr: 'FO', title: 'Faceoffs', value: skater('defense', 'faceoffs') },
  { key: 'shotBlocking', abbr: 'BLK', title: 'Shot blocking', value: skater('defense', 'shotBlocking') },
  { key: 'hitting', abbr: 'HIT', title: 'Hitting', value: skater('physique', 'hitting') },
  { key: 'strength', abbr: 'STR', title: 'Strength', value: skater('physique', 'strength') },
  { key: 'endurance', abbr: 'END', title: 'Endurance', value: skater('physique', 'endurance') },
  {
    key: 'offensiveAwareness',
    abbr: 'OFF',
    title: 'Offensive awareness',
    value: skater('senses', 'offensiveAwareness'),
  },
  { key: 'discipline', abbr: 'DIS', title: 'Discipline', value: skater('senses', 'discipline') },
  { key: 'potential', abbr: 'POT', title: 'Potential', value: skater('senses', 'potential') },
];

export const GOALIE_COLUMNS: AttributeColumn[] = [
  { key: 'breakaways', abbr: 'BRK', title: 'Breakaways', value: goalie('saving', 'breakaways') },
  { key: 'fiveHole', abbr: '5H', title: 'Five hole', value: goalie('saving', 'fiveHole') },
  { key: 'gloveSide', abbr: 'GLV', title: 'Glove side', value: goalie('saving', 'gloveSide') },
  { key: 'blockerSide', abbr: 'BLK', title: 'Blocker side', value: goalie('saving', 'blockerSide') },
  { key: 'penaltyShot', abbr: 'PS', title: 'Penalty shot', value: goalie('saving', 'penaltyShot') },
  { key: 'agility', abbr: 'AGI', title: 'Agility', value: goalie('athletism', 'agility') },
  { key: 'endurance', abbr: 'END', title: 'Endurance', value: goalie('athletism', 'endurance') },
  { key: 'speed', abbr: 'SPD', title: 'Speed', value: goalie('athletism', 'speed') },
  { key: 'anticipation', abbr: 'ANT', title: 'Anticipation', value: goalie('senses', 'anticipation') },
  { key: 'reboundControl', abbr: 'REB', title: 'Rebound control', value: goalie('senses', 'reboundControl') },
];

export const fullName = (p: Pick<StoredPlayer, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** Goalies, then defense, then forwards, for default position ordering. */
export const POSITION_ORDER: Record<string, number> = { C: 1, LW: 2, RW: 3, D: 4, G: 5 };

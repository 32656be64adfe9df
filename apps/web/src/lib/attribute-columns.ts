import type { GoalieAttributes, SkaterAttributes, StoredPlayer } from '@rinkside/domain';

export interface AttributeColumn {
  key: string;
  abbreviation: string;
  name: string;
  value: (player: StoredPlayer) => number | null;
}

const skater =
  <G extends keyof SkaterAttributes>(group: G, field: keyof SkaterAttributes[G]) =>
  (p: StoredPlayer) =>
    (p.attributes?.[group][field] as number | undefined) ?? null;
const goalie =
  <G extends keyof GoalieAttributes>(group: G, field: keyof GoalieAttributes[G]) =>
  (p: StoredPlayer) =>
    (p.goalieAttributes?.[group][field] as number | undefined) ?? null;

// SPEC §2 attribute tables (team page, depth chart): one abbreviation for each attribute of SPEC §3.
export const SKATER_ATTRIBUTE_COLUMNS: AttributeColumn[] = [
  { key: 'speed', abbreviation: 'SPD', name: 'Speed', value: skater('skating', 'speed') },
  {
    key: 'acceleration',
    abbreviation: 'ACC',
    name: 'Acceleration',
    value: skater('skating', 'acceleration'),
  },
  { key: 'agility', abbreviation: 'AGI', name: 'Agility', value: skater('skating', 'agility') },
  {
    key: 'stickhandling',
    abbreviation: 'STK',
    name: 'Stickhandling',
    value: skater('puckSkills', 'stickhandling'),
  },
  { key: 'passing', abbreviation: 'PAS', name: 'Passing', value: skater('puckSkills', 'passing') },
  {
    key: 'penaltyShot',
    abbreviation: 'PSH',
    name: 'Penalty shot',
    value: skater('puckSkills', 'penaltyShot'),
  },
  { key: 'shotpower', abbreviation: 'SHP', name: 'Shot power', value: skater('scoring', 'shotpower') },
  { key: 'slapshot', abbreviation: 'SLP', name: 'Slapshot', value: skater('scoring', 'slapshot') },
  { key: 'wristshot', abbreviation: 'WRS', name: 'Wristshot', value: skater('scoring', 'wristshot') },
  { key: 'tipping', abbreviation: 'TIP', name: 'Tipping', value: skater('scoring', 'tipping') },
  {
    key: 'defensiveAwareness',
    abbreviation: 'DAW',
    name: 'Defensive awareness',
    value: skater('defense', 'defensiveAwareness'),
  },
  { key: 'faceoffs', abbreviation: 'FOF', name: 'Faceoffs', value: skater('defense', 'faceoffs') },
  {
    key: 'shotBlocking',
    abbreviation: 'SBL',
    name: 'Shot blocking',
    value: skater('defense', 'shotBlocking'),
  },
  {
    key: 'stickChecking',
    abbreviation: 'STC',
    name: 'Stick checking',
    value: skater('defense', 'stickChecking'),
  },
  { key: 'hitting', abbreviation: 'HIT', name: 'Hitting', value: skater('physique', 'hitting') },
  { key: 'endurance', abbreviation: 'END', name: 'Endurance', value: skater('physique', 'endurance') },
  { key: 'fighting', abbreviation: 'FGT', name: 'Fighting', value: skater('physique', 'fighting') },
  { key: 'strength', abbreviation: 'STR', name: 'Strength', value: skater('physique', 'strength') },
  { key: 'condition', abbreviation: 'CON', name: 'Condition', value: skater('physique', 'condition') },
  { key: 'discipline', abbreviation: 'DIS', name: 'Discipline', value: skater('senses', 'discipline') },
  {
    key: 'offensiveAwareness',
    abbreviation: 'OAW',
    name: 'Offensive awareness',
    value: skater('senses', 'offensiveAwareness'),
  },
  { key: 'experience', abbreviation: 'EXP', name: 'Experience', value: skater('senses', 'experience') },
  { key: 'potential', abbreviation: 'POT', name: 'Potential', value: skater('senses', 'potential') },
  { key: 'morale', abbreviation: 'MOR', name: 'Morale', value: skater('senses', 'morale') },
];

// SPEC §3 goalie attribute groups: saving, athletism, senses.
export const GOALIE_ATTRIBUTE_COLUMNS: AttributeColumn[] = [
  { key: 'breakaways', abbreviation: 'BRK', name: 'Breakaways', value: goalie('saving', 'breakaways') },
  { key: 'fiveHole', abbreviation: '5HL', name: 'Five hole', value: goalie('saving', 'fiveHole') },
  { key: 'gloveSide', abbreviation: 'GLV', name: 'Glove side', value: goalie('saving', 'gloveSide') },
  { key: 'blockerSide', abbreviation: 'BLK', name: 'Blocker side', value: goalie('saving', 'blockerSide') },
  { key: 'penaltyShot', abbreviation: 'PSH', name: 'Penalty shot', value: goalie('saving', 'penaltyShot') },
  { key: 'agility', abbreviation: 'AGI', name: 'Agility', value: goalie('athletism', 'agility') },
  { key: 'endurance', abbreviation: 'END', name: 'Endurance', value: goalie('athletism', 'endurance') },
  { key: 'speed', abbreviation: 'SPD', name: 'Speed', value: goalie('athletism', 'speed') },
  { key: 'anticipation', abbreviation: 'ANT', name: 'Anticipation', value: goalie('senses', 'anticipation') },
  {
    key: 'reboundControl',
    abbreviation: 'RBC',
    name: 'Rebound control',
    value: goalie('senses', 'reboundControl'),
  },
];

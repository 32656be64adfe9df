import type { GoalieAttributes, SkaterAttributes } from '../player';

export type PlayerKind = 'skater' | 'goalie';

/** SPEC §2 player page: a skater's attribute groups in the page's order, with their names. */
export const SKATER_RATING_GROUPS = [
  ['skating', 'Skating'],
  ['puckSkills', 'Puck Skills'],
  ['scoring', 'Scoring'],
  ['defense', 'Defense'],
  ['senses', 'Senses'],
  ['physique', 'Physical'],
] as const satisfies readonly (readonly [keyof SkaterAttributes, string])[];

/** SPEC §2 player page: a goalie's attribute groups ('athletism' is the spec's key). */
export const GOALIE_RATING_GROUPS = [
  ['saving', 'Saving'],
  ['athletism', 'Athleticism'],
  ['senses', 'Goalie Senses'],
] as const satisfies readonly (readonly [keyof GoalieAttributes, string])[];

export interface RatingGroup {
  key: string;
  label: string;
  /** The group's attributes' mean, rounded: one axis of the radar. */
  average: number;
  attributes: { key: string; label: string; value: number }[];
}

/** 'defensiveAwareness' → 'Defensive Awareness', 'fiveHole' → 'Five Hole'. */
export const ratingLabel = (name: string): string =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function group(key: string, label: string, values: Record<string, number>): RatingGroup {
  const attributes = Object.entries(values).map(([name, value]) => ({
    key: name,
    label: ratingLabel(name),
    value,
  }));
  const sum = attributes.reduce((total, a) => total + a.value, 0);
  return {
    key,
    label,
    average: attributes.length === 0 ? 0 : Math.round(sum / attributes.length),
    attributes,
  };
}

/** A player's ratings grouped as his page shows them: goalie groups for a goalie, skater groups otherwise. */
export function ratingGroupsOf(ratings: {
  attributes?: SkaterAttributes | undefined;
  goalieAttributes?: GoalieAttributes | undefined;
}): { kind: PlayerKind; groups: RatingGroup[] } {
  const goalie = ratings.goalieAttributes;
  if (goalie)
    return { kind: 'goalie', groups: GOALIE_RATING_GROUPS.map(([k, label]) => group(k, label, goalie[k])) };
  const skater = ratings.attributes;
  return {
    kind: 'skater',
    groups: skater ? SKATER_RATING_GROUPS.map(([k, label]) => group(k, label, skater[k])) : [],
  };
}

/** One radar of a comparison: players of one kind on that kind's rating groups. */
export interface CompareRadar {
  kind: PlayerKind;
  axes: { key: string; label: string }[];
  playerIds: number[];
}

/**
 * The radars a comparison draws (docs/decisions/092): a goalie's groups are not a skater's, so a radar puts
 * only players of one kind on the same axes. Skaters first, then goalies, each in the order chosen; a kind
 * nobody was chosen from gets no radar, so a mixed comparison shows two.
 */
export function compareRadars(players: readonly { id: number; kind: PlayerKind }[]): CompareRadar[] {
  const radars: CompareRadar[] = [];
  for (const [kind, groups] of [
    ['skater', SKATER_RATING_GROUPS],
    ['goalie', GOALIE_RATING_GROUPS],
  ] as const) {
    const playerIds = players.filter((p) => p.kind === kind).map((p) => p.id);
    if (playerIds.length > 0)
      radars.push({ kind, axes: groups.map(([key, label]) => ({ key, label })), playerIds });
  }
  return radars;
}

/** Why a player has no contract to compare, or null while he is under one (the player page's contract card). */
export const UNSIGNED_REASONS = ['retired', 'draft-class', 'unsigned-pick', 'free-agent'] as const;
export type UnsignedReason = (typeof UNSIGNED_REASONS)[number];

export function unsignedReasonOf(player: {
  status: string;
  teamId: number | null;
  retired: boolean;
}): UnsignedReason | null {
  if (player.retired) return 'retired';
  if (player.status === 'draft') return 'draft-class';
  if (player.status === 'prospect') return 'unsigned-pick';
  if (player.teamId === null) return 'free-agent';
  return null;
}

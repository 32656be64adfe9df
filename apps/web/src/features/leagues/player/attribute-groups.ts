import type { StoredPlayer } from '@rinkside/domain';

export interface AttributeGroup {
  label: string;
  attributes: { name: string; value: number }[];
  average: number;
}

// SPEC §2 Player page attribute cards.
const SKATER_GROUPS = [
  ['skating', 'Skating'],
  ['puckSkills', 'Puck Skills'],
  ['scoring', 'Scoring'],
  ['defense', 'Defense'],
  ['senses', 'Senses'],
  ['physique', 'Physical'],
] as const;
const GOALIE_GROUPS = [
  ['saving', 'Saving'],
  ['athletism', 'Athleticism'],
  ['senses', 'Goalie Senses'],
] as const;

/** 'defensiveAwareness' → 'Defensive Awareness', 'fiveHole' → 'Five Hole'. */
export const attributeLabel = (name: string): string =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function toGroup(label: string, values: Record<string, number>): AttributeGroup {
  const attributes = Object.entries(values).map(([name, value]) => ({ name: attributeLabel(name), value }));
  const average =
    attributes.length === 0 ? 0 : attributes.reduce((s, a) => s + a.value, 0) / attributes.length;
  return { label, attributes, average: Math.round(average) };
}

/** The player's attribute groups in the spec's order (goalie groups for goalies). */
export function attributeGroups(player: StoredPlayer): AttributeGroup[] {
  if (player.goalieAttributes) {
    const attrs = player.goalieAttributes;
    return GOALIE_GROUPS.map(([key, label]) => toGroup(label, attrs[key]));
  }
  const attrs = player.attributes;
  if (!attrs) return [];
  return SKATER_GROUPS.map(([key, label]) => toGroup(label, attrs[key]));
}

import { describe, expect, it } from 'vitest';
import type { GoalieAttributes, SkaterAttributes } from '../player';
import { compareRadars, ratingGroupsOf, unsignedReasonOf } from './rating-groups';

const skater: SkaterAttributes = {
  puckSkills: { stickhandling: 80, passing: 70, penaltyShot: 60 },
  skating: { speed: 90, acceleration: 80, agility: 71 },
  scoring: { shotpower: 50, slapshot: 50, wristshot: 50, tipping: 50 },
  defense: { defensiveAwareness: 40, faceoffs: 41, shotBlocking: 42, stickChecking: 43 },
  physique: { hitting: 60, endurance: 60, fighting: 60, strength: 60, condition: 60 },
  senses: { discipline: 70, offensiveAwareness: 70, experience: 70, potential: 70, morale: 70 },
};
const goalie: GoalieAttributes = {
  saving: { breakaways: 80, fiveHole: 80, gloveSide: 80, blockerSide: 80, penaltyShot: 80 },
  athletism: { agility: 70, endurance: 70, speed: 70 },
  senses: { anticipation: 60, reboundControl: 61 },
};

describe('ratingGroupsOf', () => {
  it("groups a skater's ratings as his page does, each group's mean rounded", () => {
    const { kind, groups } = ratingGroupsOf({ attributes: skater });
    expect(kind).toBe('skater');
    expect(groups.map((g) => g.label)).toEqual([
      'Skating',
      'Puck Skills',
      'Scoring',
      'Defense',
      'Senses',
      'Physical',
    ]);
    // (90 + 80 + 71) / 3 = 80.33; (40 + 41 + 42 + 43) / 4 = 41.5 rounds up.
    expect(groups[0]?.average).toBe(80);
    expect(groups[3]?.average).toBe(42);
    expect(groups[3]?.attributes[0]).toEqual({
      key: 'defensiveAwareness',
      label: 'Defensive Awareness',
      value: 40,
    });
  });

  it("groups a goalie's ratings by the goalie groups, even if skater ratings were stored too", () => {
    const { kind, groups } = ratingGroupsOf({ attributes: skater, goalieAttributes: goalie });
    expect(kind).toBe('goalie');
    expect(groups.map((g) => [g.label, g.average])).toEqual([
      ['Saving', 80],
      ['Athleticism', 70],
      ['Goalie Senses', 61],
    ]);
  });
});

describe('compareRadars', () => {
  it('puts skaters on one radar in the order chosen', () => {
    const radars = compareRadars([
      { id: 9, kind: 'skater' },
      { id: 3, kind: 'skater' },
    ]);
    expect(radars).toHaveLength(1);
    expect(radars[0]?.playerIds).toEqual([9, 3]);
    expect(radars[0]?.axes).toHaveLength(6);
  });

  it('gives goalies a radar of their own: a mixed comparison draws two, skaters first', () => {
    const radars = compareRadars([
      { id: 1, kind: 'goalie' },
      { id: 2, kind: 'skater' },
      { id: 3, kind: 'goalie' },
    ]);
    expect(radars.map((r) => [r.kind, r.playerIds, r.axes.length])).toEqual([
      ['skater', [2], 6],
      ['goalie', [1, 3], 3],
    ]);
  });
});

describe('unsignedReasonOf', () => {
  it('is null for a player under contract on a team', () => {
    expect(unsignedReasonOf({ status: 'active', teamId: 4, retired: false })).toBeNull();
    expect(unsignedReasonOf({ status: 'minors', teamId: 4, retired: false })).toBeNull();
  });

  it('names why the others hold none', () => {
    expect(unsignedReasonOf({ status: 'active', teamId: null, retired: false })).toBe('free-agent');
    expect(unsignedReasonOf({ status: 'prospect', teamId: 4, retired: false })).toBe('unsigned-pick');
    expect(unsignedReasonOf({ status: 'draft', teamId: null, retired: false })).toBe('draft-class');
    expect(unsignedReasonOf({ status: 'active', teamId: null, retired: true })).toBe('retired');
  });
});

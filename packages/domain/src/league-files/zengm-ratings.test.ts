import { describe, expect, it } from 'vitest';
import type { GoalieAttributes, SkaterAttributes } from '../player';
import { overallOf } from '../player-overall';
import { ZENGM_HOCKEY_RATING_KEYS, type ZengmRatingKey } from './zengm-file-schema';
import {
  goalieAttributesFrom,
  onRinksideScale,
  rateZengmPlayer,
  readRatings,
  roleFrom,
  skaterAttributesFrom,
  skaterRatingOnRinksideScale,
} from './zengm-ratings';
import { zengmRatingsRow } from './zengm-test-league';

type SkaterPath = { [G in keyof SkaterAttributes]: [G, keyof SkaterAttributes[G]] }[keyof SkaterAttributes];
const skaterValue = (a: SkaterAttributes, [group, key]: SkaterPath): number =>
  (a[group] as Record<string, number>)[key as string] as number;

// Each Rinkside skater attribute and the ZenGM ratings it is made of (docs/decisions/083's table).
const SKATER_SOURCES: [SkaterPath, ZengmRatingKey[]][] = [
  [['puckSkills', 'stickhandling'], ['stk']],
  [['puckSkills', 'passing'], ['pss']],
  [
    ['puckSkills', 'penaltyShot'],
    ['stk', 'wst'],
  ],
  [['skating', 'speed'], ['spd']],
  [
    ['skating', 'acceleration'],
    ['spd', 'stre'],
  ],
  [
    ['skating', 'agility'],
    ['spd', 'stk'],
  ],
  [
    ['scoring', 'shotpower'],
    ['sst', 'stre'],
  ],
  [['scoring', 'slapshot'], ['sst']],
  [['scoring', 'wristshot'], ['wst']],
  [
    ['scoring', 'tipping'],
    ['oiq', 'stk', 'hgt'],
  ],
  [['defense', 'defensiveAwareness'], ['diq']],
  [['defense', 'faceoffs'], ['fcf']],
  [['defense', 'shotBlocking'], ['blk']],
  [
    ['defense', 'stickChecking'],
    ['diq', 'stk'],
  ],
  [['physique', 'hitting'], ['chk']],
  [['physique', 'endurance'], ['endu']],
  [
    ['physique', 'fighting'],
    ['stre', 'chk'],
  ],
  [['physique', 'strength'], ['stre']],
  [['senses', 'offensiveAwareness'], ['oiq']],
];
// Every rating but the goalie's own.
const SKATER_KEYS = ZENGM_HOCKEY_RATING_KEYS.filter((key) => key !== 'glk');

// A centre: ZenGM trains every skater rating at centre, so no floor stands between a rating and its attribute.
const centreWith = (ratings: Partial<Record<ZengmRatingKey, number>>) =>
  skaterAttributesFrom(zengmRatingsRow('C', { ...ratings }), 26, 70);

describe('ZenGM skater ratings onto Rinkside attributes', () => {
  it.each(SKATER_SOURCES)('%j rises with its own ratings and with nothing else', (path, sources) => {
    const base = skaterValue(centreWith({}), path);
    for (const key of SKATER_KEYS) {
      const moved = skaterValue(centreWith({ [key]: 40 }), path);
      if (sources.includes(key)) expect(moved, `${key} lowered`).toBeLessThan(base);
      else expect(moved, `${key} lowered`).toBe(base);
    }
  });

  it('puts a rating through the stretch ZenGM gives its overall, a centre with his +5', () => {
    // 60 + 5 → -10 + 65 × 1.25 = 71.25 on ZenGM's overall scale → 33 + 0.7 × 71.25 = 82.9
    expect(centreWith({ stk: 60 }).puckSkills.stickhandling).toBe(83);
    expect(skaterRatingOnRinksideScale(60)).toBe(79); // 33 + 0.7 × 65 = 78.5
    const winger = skaterAttributesFrom(zengmRatingsRow('W', { stk: 60 }), 26, 70);
    const defenceman = skaterAttributesFrom(zengmRatingsRow('D', { wst: 60 }), 26, 70);
    expect(winger.puckSkills.stickhandling).toBe(80); // +2 for a winger: 33 + 0.7 × 67.5
    expect(defenceman.scoring.wristshot).toBe(79); // nothing for a defenceman
  });

  it('places ZenGM overalls on Rinkside scale: a roster mean near 70, stars 90 and up', () => {
    expect(onRinksideScale(53)).toBe(70);
    expect(onRinksideScale(85)).toBe(93);
    expect(onRinksideScale(100)).toBe(99);
    expect(onRinksideScale(0)).toBe(33);
  });

  it('keeps what ZenGM does not rate at the generator means, and experience rising with age', () => {
    const young = skaterAttributesFrom(zengmRatingsRow('C'), 19, 70);
    const veteran = skaterAttributesFrom(zengmRatingsRow('C'), 34, 70);
    expect(young.physique.condition).toBe(85);
    expect(young.senses.discipline).toBe(65);
    expect(young.senses.morale).toBe(72);
    expect(veteran.senses.experience).toBeGreaterThan(young.senses.experience);
  });
});

describe('ratings ZenGM never trains at a position', () => {
  it("lifts a defenceman's speed to his position's floor but never caps a fast one", () => {
    // A D of ovr 60: typical rating (60 + 10) × 0.8 = 56; his speed reads at least 56 - 8 = 48.
    const slow = readRatings(zengmRatingsRow('D', { spd: 5 }, { ovr: 60 }));
    const fast = readRatings(zengmRatingsRow('D', { spd: 75 }, { ovr: 60 }));
    expect(slow.spd).toBe(48);
    expect(fast.spd).toBe(75);
    // The floor follows his overall: a better defenceman skates better in Rinkside.
    expect(readRatings(zengmRatingsRow('D', { spd: 5 }, { ovr: 70 })).spd).toBe(56);
  });

  it("floors a winger's defending but not a centre's, whom ZenGM trains at it", () => {
    const winger = readRatings(zengmRatingsRow('W', { diq: 5 }, { ovr: 60 }));
    const centre = readRatings(zengmRatingsRow('C', { diq: 5 }, { ovr: 60 }));
    expect(winger.diq).toBe(56 - 2 - 8);
    expect(centre.diq).toBe(5);
  });

  it("floors a goalie's speed from his goalkeeping", () => {
    expect(readRatings(zengmRatingsRow('G', { glk: 80, spd: 5 })).spd).toBe(72);
  });
});

describe('goalies', () => {
  const goalie = (ratings: Partial<Record<ZengmRatingKey, number>>) =>
    goalieAttributesFrom(zengmRatingsRow('G', ratings));
  const saves = (g: GoalieAttributes) => [g.saving.gloveSide, g.saving.blockerSide, g.saving.fiveHole];

  it("map goalkeeping onto every save, with ZenGM's glk - 10 as the overall scale", () => {
    expect(saves(goalie({ glk: 80 }))).toEqual([82, 82, 82]); // 33 + 0.7 × 70
    for (const [a, b] of saves(goalie({ glk: 60 })).map((v, i) => [v, saves(goalie({ glk: 80 }))[i]]))
      expect(a).toBeLessThan(b as number);
  });

  it("are not rated by a skater's hands", () => {
    expect(goalie({ glk: 80, pss: 90, stk: 90 })).toEqual(goalie({ glk: 80, pss: 5, stk: 5 }));
  });
});

describe("Rinkside's overall from mapped ratings", () => {
  it("is Rinkside's own formula on the mapped attributes", () => {
    const rated = rateZengmPlayer(zengmRatingsRow('C', { pss: 70 }), 'C', 25);
    expect(rated.overall).toBe(overallOf('C', rated.attributes));
    const goalie = rateZengmPlayer(zengmRatingsRow('G', { glk: 85 }), 'G', 25);
    expect(goalie.overall).toBe(overallOf('G', undefined, goalie.goalieAttributes));
  });

  it('rises with the ratings that make a position', () => {
    const rate = (pos: 'C' | 'D', ratings: Partial<Record<ZengmRatingKey, number>>) =>
      rateZengmPlayer(zengmRatingsRow(pos, ratings), pos, 25).overall;
    expect(rate('C', { oiq: 80, pss: 80 })).toBeGreaterThan(rate('C', {}));
    expect(rate('D', { diq: 80, blk: 80 })).toBeGreaterThan(rate('D', {}));
    expect(rateZengmPlayer(zengmRatingsRow('G', { glk: 90 }), 'G', 25).overall).toBeGreaterThan(
      rateZengmPlayer(zengmRatingsRow('G', { glk: 70 }), 'G', 25).overall,
    );
  });

  it("takes ZenGM's potential onto the same scale, never below the overall", () => {
    const prospect = rateZengmPlayer(zengmRatingsRow('C', {}, { pot: 80 }), 'C', 19);
    expect(prospect.potential).toBe(onRinksideScale(80));
    expect(prospect.attributes?.senses.potential).toBe(prospect.potential);
    const peaked = rateZengmPlayer(zengmRatingsRow('C', { pss: 90, oiq: 90 }, { pot: 10 }), 'C', 30);
    expect(peaked.potential).toBe(peaked.overall);
  });
});

describe('roles from ZenGM skill labels', () => {
  it('reads each label, an enforcer before a sniper, and a goalie always a goalie', () => {
    expect(roleFrom('C', ['Pm'])).toBe('playmaker');
    expect(roleFrom('LW', ['S'])).toBe('sniper');
    expect(roleFrom('RW', ['S', 'E'])).toBe('enforcer');
    expect(roleFrom('C', [])).toBe('two-way');
    expect(roleFrom('D', ['Pm'])).toBe('offensive-defenseman');
    expect(roleFrom('D', ['G'])).toBe('defensive-defenseman');
    expect(roleFrom('D', [])).toBe('two-way-defenseman');
    expect(roleFrom('G', ['Pm'])).toBe('goalie');
  });
});

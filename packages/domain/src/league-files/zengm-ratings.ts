import type { GoalieAttributes, Position, SkaterAttributes } from '../player';
import type { PlayerRole } from '../player-role';
import { overallOf } from '../player-overall';
import type { ZengmPosition, ZengmRatingKey, ZengmRatingsRow } from './zengm-file-schema';

// ZenGM hockey ratings onto Rinkside's attributes (docs/decisions/083 has the table and the reasons).

type Ratings = Record<ZengmRatingKey, number>;

const clampAttribute = (value: number): number => Math.max(20, Math.min(99, Math.round(value)));

/**
 * A value on ZenGM's overall scale (0-100, a roster's mean near 53, its stars in the 80s) onto Rinkside's
 * (a professional roster's mean near 70, stars 88-96: docs/decisions/019).
 */
export const OVERALL_SCALE = { base: 33, slope: 0.7 } as const;
export const onRinksideScale = (zengmOverall: number): number =>
  clampAttribute(OVERALL_SCALE.base + OVERALL_SCALE.slope * zengmOverall);

/** ZenGM stretches a skater's weighted ratings from 10-90 to 0-100 to make his ovr; one rating alike. */
export const skaterRatingOnRinksideScale = (rating: number): number =>
  onRinksideScale(-10 + (rating * 100) / 80);

/** A goalie's ovr is his goalkeeping less 20 % before the stretch, i.e. glk - 10; his saving alike. */
export const goalieRatingOnRinksideScale = (glk: number): number => onRinksideScale(glk - 10);

/**
 * ZenGM adds to a centre's and a winger's weighted ratings before the stretch (ZenGM's ovr.hockey:
 * C +5, W +2): the mean rating behind an ovr at each position.
 */
const POSITION_BONUS: Record<ZengmPosition, number> = { C: 5, W: 2, D: 0, G: 0 };
const typicalRating = (ovr: number, pos: ZengmPosition): number =>
  ((ovr + 10) * 80) / 100 - POSITION_BONUS[pos];

/**
 * Ratings ZenGM never trains at a position (its genRatings.hockey boosts only the others): a ZenGM
 * defenceman's speed and hands stay near an untrained 7 because ZenGM's game barely asks for them, while
 * Rinkside's defencemen skate and pass. Such a rating is read as at least his typical rating less the gap
 * Rinkside's own generator keeps at that position (generate-player: defence skating at the target, hands
 * and offence 7 below defending, faceoffs 18-20 below, forwards' defending 7 below their offence).
 */
export const UNTRAINED_FLOORS: Record<ZengmPosition, Partial<Record<ZengmRatingKey, number>>> = {
  C: {},
  W: { spd: 0, pss: 4, stk: 0, chk: 12, blk: 12, diq: 8 },
  D: { spd: 8, pss: 12, stk: 12, oiq: 12, fcf: 25 },
  G: { spd: 8, diq: 4 },
};

/** His ratings as Rinkside reads them: the file's, with the untrained ones lifted to his position's floor. */
export function readRatings(row: ZengmRatingsRow): Ratings {
  const ratings = { ...row } as Ratings;
  const typical = row.pos === 'G' ? row.glk : typicalRating(row.ovr, row.pos);
  for (const [key, gap] of Object.entries(UNTRAINED_FLOORS[row.pos]) as [ZengmRatingKey, number][])
    ratings[key] = Math.max(ratings[key], typical - gap);
  return ratings;
}

const mix = (r: Ratings, weights: Partial<Record<ZengmRatingKey, number>>): number =>
  Object.entries(weights).reduce((sum, [key, w]) => sum + r[key as ZengmRatingKey] * (w ?? 0), 0);

/** Rinkside neutral values for what ZenGM does not rate (the generator's means). */
export const UNRATED = { condition: 85, discipline: 65, morale: 72 } as const;

/** Rinkside's experience rises with age as its generator has it: 25 at 18, 3.5 a year. */
export const experienceAt = (age: number): number => clampAttribute(25 + (age - 18) * 3.5);

export function skaterAttributesFrom(row: ZengmRatingsRow, age: number, potential: number): SkaterAttributes {
  const r = readRatings(row);
  // ZenGM's centre and winger bonus is part of what his ovr says he is; Rinkside has none, so it goes
  // into every rating.
  const bonus = POSITION_BONUS[row.pos];
  const s = (weights: Partial<Record<ZengmRatingKey, number>>) =>
    skaterRatingOnRinksideScale(mix(r, weights) + bonus);
  return {
    puckSkills: {
      stickhandling: s({ stk: 1 }),
      passing: s({ pss: 1 }),
      penaltyShot: s({ stk: 0.5, wst: 0.5 }),
    },
    skating: {
      speed: s({ spd: 1 }),
      acceleration: s({ spd: 0.75, stre: 0.25 }),
      agility: s({ spd: 0.7, stk: 0.3 }),
    },
    scoring: {
      shotpower: s({ sst: 0.5, stre: 0.5 }),
      slapshot: s({ sst: 1 }),
      wristshot: s({ wst: 1 }),
      tipping: s({ oiq: 0.5, stk: 0.25, hgt: 0.25 }),
    },
    defense: {
      defensiveAwareness: s({ diq: 1 }),
      faceoffs: s({ fcf: 1 }),
      shotBlocking: s({ blk: 1 }),
      stickChecking: s({ diq: 0.7, stk: 0.3 }),
    },
    physique: {
      hitting: s({ chk: 1 }),
      endurance: s({ endu: 1 }),
      fighting: s({ stre: 0.5, chk: 0.5 }),
      strength: s({ stre: 1 }),
      condition: UNRATED.condition,
    },
    senses: {
      discipline: UNRATED.discipline,
      offensiveAwareness: s({ oiq: 1 }),
      experience: experienceAt(age),
      potential,
      morale: UNRATED.morale,
    },
  };
}

export function goalieAttributesFrom(row: ZengmRatingsRow): GoalieAttributes {
  const r = readRatings(row);
  const g = (weights: Partial<Record<ZengmRatingKey, number>>) =>
    goalieRatingOnRinksideScale(mix(r, weights));
  return {
    saving: {
      breakaways: g({ glk: 0.8, spd: 0.2 }),
      fiveHole: g({ glk: 1 }),
      gloveSide: g({ glk: 1 }),
      blockerSide: g({ glk: 1 }),
      penaltyShot: g({ glk: 1 }),
    },
    athletism: {
      agility: g({ glk: 0.8, spd: 0.2 }),
      endurance: skaterRatingOnRinksideScale(r.endu),
      speed: g({ spd: 1 }),
    },
    senses: { anticipation: g({ glk: 0.7, diq: 0.3 }), reboundControl: g({ glk: 1 }) },
  };
}

/** His role from ZenGM's skill labels (Pm playmaker, S sniper, Pw power, G grinder, E enforcer). */
export function roleFrom(position: Position, skills: readonly string[]): PlayerRole {
  if (position === 'G') return 'goalie';
  const has = (label: string) => skills.includes(label);
  if (position === 'D') {
    if (has('Pm') || has('S')) return 'offensive-defenseman';
    if (has('E') || has('G')) return 'defensive-defenseman';
    return 'two-way-defenseman';
  }
  if (has('E')) return 'enforcer';
  if (has('S')) return 'sniper';
  if (has('Pm')) return 'playmaker';
  if (has('Pw')) return 'power-forward';
  if (has('G')) return 'grinder';
  return 'two-way';
}

export interface RatedPlayer {
  attributes?: SkaterAttributes;
  goalieAttributes?: GoalieAttributes;
  overall: number;
  potential: number;
}

/** His Rinkside attributes, overall (Rinkside's own formula) and potential from his latest ratings row. */
export function rateZengmPlayer(row: ZengmRatingsRow, position: Position, age: number): RatedPlayer {
  if (position === 'G') {
    const goalieAttributes = goalieAttributesFrom(row);
    const overall = overallOf('G', undefined, goalieAttributes);
    return { goalieAttributes, overall, potential: Math.max(overall, onRinksideScale(row.pot)) };
  }
  const attributes = skaterAttributesFrom(row, age, 0);
  const overall = overallOf(position, attributes);
  const potential = Math.max(overall, onRinksideScale(row.pot));
  attributes.senses.potential = potential;
  return { attributes, overall, potential };
}

import type {
  GoalieAttributes,
  Player,
  PlayerId,
  PlayerStatus,
  Position,
  SkaterAttributes,
} from '@rinkside/domain';
import { CAP_HIT_MAX, CAP_HIT_MIN } from '@rinkside/domain';
import { chance, gaussian, pick, randInt, weightedIndex, type Rng } from '../rng';
import { at } from '../list';
import { COUNTRY_POOLS, COUNTRY_WEIGHTS } from './names';
import { overallOf } from './ratings';

export interface GeneratePlayerOptions {
  id: PlayerId;
  position: Position;
  /** Target overall rating; the generated overall lands within a point or two. Default 70. */
  overall?: number;
  status?: PlayerStatus;
  age?: number;
  jerseyNumber?: number;
}

const bound = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, Math.round(v)));
const clampRating = (v: number): number => Math.max(20, Math.min(99, Math.round(v)));

/** A rating around `mean`, spread `sd`. */
const around = (rng: Rng, mean: number, sd: number): number => clampRating(mean + gaussian(rng) * sd);

/**
 * Skater attributes. A shared archetype tilt (sniper, playmaker, power forward,
 * two-way) correlates the groups; position shifts defence vs scoring.
 */
function skaterAttributes(rng: Rng, position: Position, t: number, age: number): SkaterAttributes {
  const isD = position === 'D';
  const tilt = gaussian(rng) * 4; // + offensive, - defensive
  const power = gaussian(rng) * 4; // + physical, - finesse
  const off = t + (isD ? -4 : 2) + tilt;
  const def = t + (isD ? 3 : -5) - tilt;
  const r = (mean: number, sd = 5) => around(rng, mean, sd);
  return {
    puckSkills: { stickhandling: r(off - power / 2), passing: r(off), penaltyShot: r(off - 5, 8) },
    skating: { speed: r(t - power / 2), acceleration: r(t - power / 2), agility: r(t - power / 2) },
    scoring: {
      shotpower: r(off + power / 2 + (isD ? 4 : 0)),
      slapshot: r(off + (isD ? 4 : -3)),
      wristshot: r(off + (isD ? -4 : 2)),
      tipping: r(off + (isD ? -10 : 0) + power / 2, 7),
    },
    defense: {
      defensiveAwareness: r(def),
      faceoffs: r(position === 'C' ? t + 2 : t - 18, 7),
      shotBlocking: r(def + (isD ? 6 : -6)),
      stickChecking: r(def),
    },
    physique: {
      hitting: r(55 + power * 3 + (isD ? 6 : 0), 10),
      endurance: r(t - 2, 6),
      fighting: r(40 + power * 3, 14),
      strength: r(t - 6 + power * 2, 6),
      condition: r(85, 6),
    },
    senses: {
      discipline: r(68 - power, 11),
      offensiveAwareness: r(off + 1),
      experience: r(25 + (age - 18) * 3.5, 6),
      potential: r(Math.max(t, t + (24 - age) * 3), 5),
      morale: r(72, 10),
    },
  };
}

function goalieAttributes(rng: Rng, t: number): GoalieAttributes {
  const r = (mean: number, sd = 4) => around(rng, mean, sd);
  return {
    saving: {
      breakaways: r(t, 6),
      fiveHole: r(t),
      gloveSide: r(t),
      blockerSide: r(t),
      penaltyShot: r(t - 2, 7),
    },
    athletism: { agility: r(t), endurance: r(t + 2, 5), speed: r(t - 4, 6) },
    senses: { anticipation: r(t), reboundControl: r(t, 5) },
  };
}

/** Moves every overall-bearing attribute so that the computed overall lands on the target. */
function nudgeToward(player: Player, target: number): void {
  const delta = target - player.overall;
  if (delta === 0) return;
  const shift = (group: Record<string, number>, skip: readonly string[] = []) => {
    for (const key of Object.keys(group))
      if (!skip.includes(key)) group[key] = clampRating((group[key] ?? 0) + delta);
  };
  const a = player.attributes;
  const g = player.goalieAttributes;
  if (g) [g.saving, g.athletism, g.senses].forEach((group) => shift(group));
  if (a) {
    [a.puckSkills, a.skating, a.scoring, a.defense].forEach((group) => shift(group));
    shift(a.physique, ['fighting', 'condition', 'hitting']);
    shift(a.senses, ['discipline', 'experience', 'potential', 'morale']);
  }
  player.overall = overallOf(player.position, a, g);
}

function naturalPosition(rng: Rng, position: Position, handedness: 'L' | 'R'): string {
  if (position === 'D') return handedness === 'L' ? (chance(rng, 0.2) ? 'LD,RD' : 'LD') : 'RD';
  if (position === 'C') return chance(rng, 0.3) ? (handedness === 'L' ? 'C,LW' : 'C,RW') : 'C';
  if (position === 'G') return 'G';
  return chance(rng, 0.25) ? 'LW,RW' : position;
}

const capHitFor = (overall: number, status: PlayerStatus): number => {
  const max = status === 'active' ? CAP_HIT_MAX : 3_000_000; // SPEC §9: minors up to 3 000 000
  const raw = CAP_HIT_MIN + Math.max(0, overall - 60) ** 2 * 9_000;
  return Math.min(max, Math.round(raw / 5_000) * 5_000);
};

/** A Player of SPEC §3 with every attribute group filled on a 0-99 scale. */
export function generatePlayer(rng: Rng, options: GeneratePlayerOptions): Player {
  const { position } = options;
  const target = options.overall ?? 70;
  const status = options.status ?? 'active';
  const age =
    options.age ??
    (status === 'prospect' ? randInt(rng, 18, 21) : Math.round(22 + Math.abs(gaussian(rng)) * 5));
  const country = at(COUNTRY_POOLS, weightedIndex(rng, COUNTRY_WEIGHTS));
  const leftShot =
    position === 'D' ? chance(rng, 0.6) : position === 'RW' ? chance(rng, 0.35) : chance(rng, 0.62);
  const handedness = leftShot ? 'L' : 'R';
  const isGoalie = position === 'G';
  const player: Player = {
    id: options.id,
    firstName: pick(rng, country.first),
    lastName: pick(rng, country.last),
    position,
    naturalPosition: naturalPosition(rng, position, handedness),
    assignedPosition: null,
    jerseyNumber: options.jerseyNumber ?? randInt(rng, 2, 98),
    age: Math.min(age, 41),
    handedness,
    height: bound(73 + (position === 'D' || isGoalie ? 1.5 : 0) + gaussian(rng) * 2, 66, 80),
    weight: bound(196 + (position === 'D' ? 8 : 0) + gaussian(rng) * 14, 160, 260),
    country: country.code,
    overall: 0,
    status,
    contract: { capHit: CAP_HIT_MIN, yearsLeft: randInt(rng, 1, 8) },
    ...(isGoalie
      ? { goalieAttributes: goalieAttributes(rng, target) }
      : { attributes: skaterAttributes(rng, position, target, age) }),
  };
  player.overall = overallOf(position, player.attributes, player.goalieAttributes);
  nudgeToward(player, target);
  player.contract.capHit = capHitFor(player.overall, status);
  return player;
}

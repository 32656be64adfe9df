import type {
  GoalieAttributes,
  Player,
  PlayerId,
  PlayerRole,
  PlayerStatus,
  Position,
  SkaterAttributes,
} from '@rinkside/domain';
import { CAP_HIT_MAX, CAP_HIT_MIN } from '@rinkside/domain';
import { chance, gaussian, randInt, weightedIndex, type Rng } from '../rng';
import { at } from '../list';
import { minorsAge, potentialFor, prospectAge, rosterAge } from './age';
import { COUNTRY_POOLS, COUNTRY_WEIGHTS } from './names';
import { playerName } from './player-name';
import { ROLE_PROFILES } from './role-profiles';
import { anyRole } from './roles';
import { overallOf } from './ratings';

export interface GeneratePlayerOptions {
  id: PlayerId;
  position: Position;
  /** Target overall rating; the generated overall lands within a point or two. Default 70. */
  overall?: number;
  status?: PlayerStatus;
  age?: number;
  jerseyNumber?: number;
  /** What he does on the ice; drawn for his position when left out. Goalies are always 'goalie'. */
  role?: PlayerRole;
  /** His birth country (a code of COUNTRY_POOLS); drawn like an NHL dressing room when left out. */
  country?: string;
  /** The overall he may grow into; drawn from his age and overall when left out. */
  potential?: number;
}

const bound = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, Math.round(v)));
const clampRating = (v: number): number => Math.max(20, Math.min(99, Math.round(v)));

/** A rating around `mean`, spread `sd`. */
const around = (rng: Rng, mean: number, sd: number): number => clampRating(mean + gaussian(rng) * sd);

/** Skater attributes shaped by his role; position shifts defending against scoring. */
function skaterAttributes(
  rng: Rng,
  position: Position,
  role: PlayerRole,
  t: number,
  age: number,
): SkaterAttributes {
  const isD = position === 'D';
  const p = ROLE_PROFILES[role === 'goalie' ? 'two-way' : role];
  const off = t + (isD ? -4 : 2) + p.awareness;
  const def = t + (isD ? 3 : -5) + p.defending;
  const shot = t + (isD ? -4 : 2) + p.shooting;
  const hands = t + (isD ? -4 : 2) + p.hands;
  const skate = t + p.skating;
  const r = (mean: number, sd = 4) => around(rng, mean, sd);
  const attributes: SkaterAttributes = {
    puckSkills: { stickhandling: r(hands), passing: r(hands), penaltyShot: r(shot - 5, 8) },
    skating: { speed: r(skate), acceleration: r(skate), agility: r(skate) },
    scoring: {
      shotpower: r(shot + (isD ? 6 : 0) + p.strength / 3),
      slapshot: r(shot + (isD ? 6 : -4)),
      wristshot: r(shot + (isD ? -3 : 2)),
      tipping: r(shot + (isD ? -10 : 0) + p.strength / 3, 6),
    },
    defense: {
      defensiveAwareness: r(def),
      faceoffs: r(position === 'C' ? t + 2 : t - 18, 7),
      shotBlocking: r(def + (isD ? 6 : -6) + p.blocking),
      stickChecking: r(def),
    },
    physique: {
      hitting: r(p.hitting + (isD ? 4 : 0), 8),
      endurance: r(t - 2, 6),
      fighting: r(p.fighting, 10),
      strength: r(t - 6 + p.strength, 5),
      condition: r(85, 6),
    },
    senses: {
      discipline: r(p.discipline, 9),
      offensiveAwareness: r(off),
      experience: r(25 + (age - 18) * 3.5, 6),
      potential: 0,
      morale: r(72, 10),
    },
  };
  if (role === 'enforcer') {
    // What makes him an enforcer holds for every one of them, whatever the noise drew.
    attributes.physique.fighting = Math.max(attributes.physique.fighting, 75);
    attributes.physique.hitting = Math.max(attributes.physique.hitting, 70);
    attributes.senses.discipline = Math.min(attributes.senses.discipline, 50);
  }
  return attributes;
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
  for (let pass = 0; pass < 2; pass += 1) {
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

function defaultAge(rng: Rng, status: PlayerStatus): number {
  if (status === 'prospect') return prospectAge(rng);
  if (status === 'minors') return minorsAge(rng);
  return rosterAge(rng);
}

/** A Player of SPEC §3 with every attribute group filled on a 0-99 scale, a role and a potential. */
export function generatePlayer(rng: Rng, options: GeneratePlayerOptions): Player {
  const { position } = options;
  const target = options.overall ?? 70;
  const status = options.status ?? 'active';
  const age = Math.min(options.age ?? defaultAge(rng, status), 41);
  const isGoalie = position === 'G';
  const role = isGoalie ? 'goalie' : (options.role ?? anyRole(rng, position));
  const country =
    COUNTRY_POOLS.find((pool) => pool.code === options.country) ??
    at(COUNTRY_POOLS, weightedIndex(rng, COUNTRY_WEIGHTS));
  const leftShot =
    position === 'D' ? chance(rng, 0.6) : position === 'RW' ? chance(rng, 0.35) : chance(rng, 0.62);
  const handedness = leftShot ? 'L' : 'R';
  const heavy = role === 'enforcer' || role === 'power-forward' || role === 'defensive-defenseman';
  const player: Player = {
    id: options.id,
    ...playerName(rng, country),
    position,
    naturalPosition: naturalPosition(rng, position, handedness),
    assignedPosition: null,
    jerseyNumber: options.jerseyNumber ?? randInt(rng, 2, 98),
    age,
    handedness,
    height: bound(
      73 + (position === 'D' || isGoalie ? 1.5 : 0) + (heavy ? 1.5 : 0) + gaussian(rng) * 2,
      66,
      80,
    ),
    weight: bound(196 + (position === 'D' ? 8 : 0) + (heavy ? 16 : 0) + gaussian(rng) * 14, 160, 260),
    country: country.code,
    overall: 0,
    status,
    contract: { capHit: CAP_HIT_MIN, yearsLeft: randInt(rng, 1, 8) },
    role,
    ...(isGoalie
      ? { goalieAttributes: goalieAttributes(rng, target) }
      : { attributes: skaterAttributes(rng, position, role, target, age) }),
  };
  player.overall = overallOf(position, player.attributes, player.goalieAttributes);
  nudgeToward(player, target);
  player.potential =
    options.potential === undefined
      ? potentialFor(rng, player.overall, age, status === 'prospect')
      : bound(options.potential, player.overall, 99);
  if (player.attributes) player.attributes.senses.potential = player.potential;
  player.contract.capHit = capHitFor(player.overall, status);
  return player;
}

import type { Player } from '@rinkside/domain';
import { gaussian, type Rng } from '../rng';
import { ageChange, growthShare, luckSpread, PEAK_AGE } from './age-curve';
import { moveAttributesToward } from './attribute-change';

/** Why a summer went the way it did, as a player page names it. */
export type ProgressionReason = 'youth' | 'peak' | 'decline' | 'potential' | 'luck';

/**
 * One summer's change for a player page: what moved and why. `expected` and `luck` are in overall
 * points and add up to the overall's change.
 */
export interface PlayerProgression {
  age: { from: number; to: number };
  overall: { from: number; to: number };
  potential: { from: number; to: number };
  expected: {
    /** What a player of his age and position gains or loses. */
    age: number;
    /** What his room to grow (potential above overall) added beyond that. */
    potential: number;
  };
  /** The rest: a good or a bad summer. */
  luck: number;
  /** The reasons that mattered, the largest first. */
  reasons: ProgressionReason[];
}

const MAX_RATING = 99;
// Luck is drawn from a normal curve cut at this many SDs: no summer turns a 60 into a 75.
const LUCK_LIMIT = 2.5;
// How much of a summer's luck a young player's ceiling follows, and how much it wanders on its own.
const POTENTIAL_FOLLOWS_LUCK = 0.6;
const POTENTIAL_DRIFT = 1;
// Potential is a ceiling, not a forecast: on average a young player grows into this share of his room,
// the rest of the ceiling is revised away as he grows (tuned so a league's talent holds over a decade).
const POTENTIAL_REACHED = 0.6;
// Near the top every point is harder to climb: from 80 the share reached shrinks, to 40% of it at 90.
const HARD_CLIMB_FROM = 80;
const HARD_CLIMB_AT_90 = 0.4;
const reachedShare = (overall: number): number =>
  POTENTIAL_REACHED *
  Math.max(HARD_CLIMB_AT_90, 1 - ((1 - HARD_CLIMB_AT_90) * Math.max(0, overall - HARD_CLIMB_FROM)) / 10);
const REASON_THRESHOLD = 0.5;
const LUCK_THRESHOLD = 1;

const oneDecimal = (v: number): number => Math.round(v * 10) / 10;
const clamp = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, v));

/** Rounds up with probability equal to the fraction, so that small expected changes add up over years. */
const roundByChance = (rng: Rng, v: number): number => {
  const floor = Math.floor(v);
  return rng.next() < v - floor ? floor + 1 : floor;
};

function copyPlayer(player: Player): Player {
  const copy: Player = { ...player, contract: { ...player.contract } };
  const a = player.attributes;
  if (a)
    copy.attributes = {
      puckSkills: { ...a.puckSkills },
      skating: { ...a.skating },
      scoring: { ...a.scoring },
      defense: { ...a.defense },
      physique: { ...a.physique },
      senses: { ...a.senses },
    };
  const g = player.goalieAttributes;
  if (g)
    copy.goalieAttributes = {
      saving: { ...g.saving },
      athletism: { ...g.athletism },
      senses: { ...g.senses },
    };
  return copy;
}

/**
 * What age and room to grow lead one to expect this summer, in overall points, and how far his ceiling
 * comes down for the part of this year's step he is not expected to take.
 */
export function expectedChange(
  player: Pick<Player, 'position' | 'overall' | 'potential'>,
  age: number,
): { age: number; potential: number; ceilingDrop: number } {
  const byAge = ageChange(player.position, age);
  if (age > PEAK_AGE) return { age: byAge, potential: 0, ceilingDrop: 0 };
  // Until 27 growth comes from the room to grow; the age part is what any player his age would gain.
  const room = Math.max(0, (player.potential ?? player.overall) - player.overall);
  const step = room * growthShare(age);
  const growth = step * reachedShare(player.overall);
  const agePart = Math.min(growth, Math.max(0, byAge));
  return { age: agePart, potential: growth - agePart, ceilingDrop: step - growth };
}

function reasonsFor(expected: { age: number; potential: number }, luck: number): ProgressionReason[] {
  const weighed: [ProgressionReason, number][] = [];
  if (expected.age > 0) weighed.push(['youth', expected.age]);
  else if (expected.age < 0) weighed.push(['decline', -expected.age]);
  if (expected.potential >= REASON_THRESHOLD) weighed.push(['potential', expected.potential]);
  if (Math.abs(luck) >= LUCK_THRESHOLD) weighed.push(['luck', Math.abs(luck)]);
  if (expected.age === 0 && expected.potential < REASON_THRESHOLD) weighed.push(['peak', 0]);
  return weighed.sort((x, y) => y[1] - x[1]).map(([reason]) => reason);
}

/**
 * One summer for a player: a year older, his attributes moved by age, room to grow and luck, his overall
 * recomputed and his potential updated (from 27 it is simply his overall). Pure: returns a new player.
 */
export function progressPlayer(player: Player, rng: Rng): { player: Player; change: PlayerProgression } {
  const next = copyPlayer(player);
  next.age = player.age + 1;
  const expected = expectedChange(player, next.age);
  const luck = clamp(gaussian(rng), -LUCK_LIMIT, LUCK_LIMIT) * luckSpread(player.position, next.age);
  const target = clamp(
    roundByChance(rng, player.overall + expected.age + expected.potential + luck),
    0,
    MAX_RATING,
  );
  moveAttributesToward(next, target, rng);

  const potentialBefore = player.potential ?? player.overall;
  next.potential =
    next.age >= PEAK_AGE
      ? next.overall
      : clamp(
          Math.round(
            potentialBefore -
              expected.ceilingDrop +
              POTENTIAL_FOLLOWS_LUCK * luck +
              POTENTIAL_DRIFT * gaussian(rng),
          ),
          next.overall,
          MAX_RATING,
        );
  if (next.attributes) next.attributes.senses.potential = next.potential;

  const shown = { age: oneDecimal(expected.age), potential: oneDecimal(expected.potential) };
  const shownLuck = oneDecimal(next.overall - player.overall - shown.age - shown.potential);
  return {
    player: next,
    change: {
      age: { from: player.age, to: next.age },
      overall: { from: player.overall, to: next.overall },
      potential: { from: potentialBefore, to: next.potential },
      expected: shown,
      luck: shownLuck,
      reasons: reasonsFor(shown, shownLuck),
    },
  };
}

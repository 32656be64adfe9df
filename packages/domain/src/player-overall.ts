import type { GoalieAttributes, Player, SkaterAttributes } from './player';

// Composite ratings (0-99) that the engine and the overall formula read.
// Each is a weighted mean of SPEC §3 attributes; weights add up to 1.
// The engine, player generation and league-file imports share these, so they live in the domain.

export const skatingOf = (a: SkaterAttributes): number =>
  (a.skating.speed + a.skating.acceleration + a.skating.agility) / 3;

export const handsOf = (a: SkaterAttributes): number =>
  0.5 * a.puckSkills.stickhandling + 0.5 * a.puckSkills.passing;

export const shootingOf = (a: SkaterAttributes): number =>
  0.4 * a.scoring.wristshot +
  0.2 * a.scoring.slapshot +
  0.25 * a.scoring.shotpower +
  0.15 * a.scoring.tipping;

/** Creating chances: reading the play, carrying and passing, speed. */
export const offenseOf = (a: SkaterAttributes): number =>
  0.35 * a.senses.offensiveAwareness + 0.25 * handsOf(a) + 0.2 * skatingOf(a) + 0.2 * shootingOf(a);

/** Preventing chances: positioning, stick work, skating and strength. */
export const defenseOf = (a: SkaterAttributes): number =>
  0.4 * a.defense.defensiveAwareness +
  0.25 * a.defense.stickChecking +
  0.15 * skatingOf(a) +
  0.1 * a.physique.strength +
  0.1 * a.defense.shotBlocking;

const physicalOf = (a: SkaterAttributes): number =>
  (a.physique.strength + a.physique.hitting + a.physique.endurance) / 3;

/** Stopping pucks: the save techniques, movement and reading the shooter. */
export const goaltendingOf = (g: GoalieAttributes): number =>
  0.16 * g.saving.gloveSide +
  0.16 * g.saving.blockerSide +
  0.14 * g.saving.fiveHole +
  0.08 * g.saving.breakaways +
  0.14 * g.athletism.agility +
  0.06 * g.athletism.speed +
  0.14 * g.senses.anticipation +
  0.12 * g.senses.reboundControl;

/**
 * The overall rating per position (documented in docs/decisions/002-game-engine.md):
 * forwards lean on scoring and puck skills (centres also on faceoffs), defencemen on
 * defending and skating, goalies on goaltending.
 */
export function overallOf(position: Player['position'], a?: SkaterAttributes, g?: GoalieAttributes): number {
  if (position === 'G') return g ? Math.round(goaltendingOf(g)) : 50;
  if (!a) return 50;
  const value =
    position === 'D'
      ? 0.25 * a.defense.defensiveAwareness +
        0.12 * a.defense.stickChecking +
        0.1 * a.defense.shotBlocking +
        0.16 * skatingOf(a) +
        0.12 * handsOf(a) +
        0.1 * a.senses.offensiveAwareness +
        0.08 * shootingOf(a) +
        0.07 * physicalOf(a)
      : 0.2 * shootingOf(a) +
        0.2 * handsOf(a) +
        0.18 * skatingOf(a) +
        0.18 * a.senses.offensiveAwareness +
        0.09 * a.defense.defensiveAwareness +
        0.07 * physicalOf(a) +
        (position === 'C' ? 0.08 : 0.03) * a.defense.faceoffs +
        (position === 'C' ? 0 : 0.05) * a.scoring.tipping;
  return Math.round(value);
}

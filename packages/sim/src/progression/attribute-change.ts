import type { GoalieAttributes, Player, SkaterAttributes } from '@rinkside/domain';
import { chance, randInt, type Rng } from '../rng';
import { overallOf } from '../player/ratings';

const clampRating = (v: number): number => Math.max(20, Math.min(99, Math.round(v)));

/** One attribute the overall reads and how strongly it moves with a summer's change. */
interface Lever {
  group: Record<string, number>;
  key: string;
  weight: number;
  /** Reading the game: held (and now and then still rising) while the body declines. */
  sense: boolean;
}

// Declining players lose the legs first: speed, acceleration and endurance go fastest, reading the game
// holds (docs/decisions/025).
const BODY_DECLINE = 1.8;
const AGILITY_DECLINE = 1.3;
const STRENGTH_DECLINE = 0.8;

function skaterLevers(a: SkaterAttributes, declining: boolean): Lever[] {
  const lever = (group: Record<string, number>, key: string, weight = 1, sense = false): Lever => ({
    group,
    key,
    weight,
    sense,
  });
  const body = declining ? BODY_DECLINE : 1;
  return [
    lever(a.puckSkills, 'stickhandling'),
    lever(a.puckSkills, 'passing'),
    lever(a.puckSkills, 'penaltyShot'),
    lever(a.skating, 'speed', body),
    lever(a.skating, 'acceleration', body),
    lever(a.skating, 'agility', declining ? AGILITY_DECLINE : 1),
    lever(a.scoring, 'shotpower'),
    lever(a.scoring, 'slapshot'),
    lever(a.scoring, 'wristshot'),
    lever(a.scoring, 'tipping'),
    lever(a.defense, 'faceoffs'),
    lever(a.defense, 'shotBlocking'),
    lever(a.defense, 'stickChecking'),
    lever(a.physique, 'endurance', body),
    lever(a.physique, 'strength', declining ? STRENGTH_DECLINE : 1.2),
    lever(a.senses, 'offensiveAwareness', 1, true),
    lever(a.defense, 'defensiveAwareness', 1, true),
  ];
}

function goalieLevers(g: GoalieAttributes, declining: boolean): Lever[] {
  const lever = (group: Record<string, number>, key: string, weight = 1, sense = false): Lever => ({
    group,
    key,
    weight,
    sense,
  });
  const body = declining ? BODY_DECLINE : 1;
  return [
    lever(g.saving, 'breakaways'),
    lever(g.saving, 'fiveHole'),
    lever(g.saving, 'gloveSide'),
    lever(g.saving, 'blockerSide'),
    lever(g.saving, 'penaltyShot'),
    lever(g.athletism, 'agility', declining ? AGILITY_DECLINE : 1),
    lever(g.athletism, 'endurance', body),
    lever(g.athletism, 'speed', body),
    lever(g.senses, 'anticipation', 1, true),
    lever(g.senses, 'reboundControl', 1, true),
  ];
}

const recompute = (player: Player): number =>
  overallOf(player.position, player.attributes, player.goalieAttributes);

/**
 * Moves a player's attributes (in place) so that his overall lands on `target`: the body first when he
 * declines, reading the game held; every lever alike when he grows. Experience grows every summer.
 */
export function moveAttributesToward(player: Player, target: number, rng: Rng): void {
  const declining = target < player.overall;
  const levers = player.attributes
    ? skaterLevers(player.attributes, declining)
    : player.goalieAttributes
      ? goalieLevers(player.goalieAttributes, declining)
      : [];
  const shift = (lever: Lever, by: number) => {
    lever.group[lever.key] = clampRating((lever.group[lever.key] ?? 0) + by);
  };

  const change = target - player.overall;
  for (const lever of levers) {
    if (declining && lever.sense) {
      if (chance(rng, 0.3)) shift(lever, 1);
    } else shift(lever, change * lever.weight);
  }
  player.overall = recompute(player);
  // Rounding and the 20-99 bounds leave a point or two: spread it over the levers that moved.
  for (let pass = 0; pass < 4 && player.overall !== target; pass += 1) {
    const residual = target - player.overall;
    for (const lever of levers) if (!(declining && lever.sense)) shift(lever, residual);
    player.overall = recompute(player);
  }
  if (player.attributes) {
    const senses = player.attributes.senses;
    senses.experience = clampRating(senses.experience + randInt(rng, 2, 5));
  }
}

import type { Position } from '@rinkside/domain';
import { chance, gaussian, weightedIndex, type Rng } from '../rng';
import { at } from '../list';

/** A player far above his team's depth curve: he takes the top slot of his position. */
export interface Star {
  position: Position;
  overall: number;
}

/** What one team of a league is given before its roster is drawn. */
export interface TeamTalent {
  quality: number;
  stars: Star[];
  starterGoalie?: number;
  starLevel?: number;
}

export interface LeagueTalentOptions {
  teams: number;
  quality: number;
  spread: number;
  stars: boolean;
}

// Calibrated in docs/decisions/019: for a 32-team league about ten skaters of 88+ and two elite
// goalies, one to three players of 93+.
const STAR_LEVEL = 16;
const STARS_PER_TEAM = 0.3;
const MAX_STARS_PER_TEAM = 3;
const STAR_POSITIONS: readonly (readonly [Position, number])[] = [
  ['C', 4],
  ['LW', 2],
  ['RW', 2],
  ['D', 2],
];
// Starting goalies: the average starter as before (quality + 5), spread wide, and one elite goalie
// for every sixteen teams.
const STARTER_SD = 4.5;
const ELITE_GOALIES_PER_TEAM = 1 / 16;

/** Draws around zero, rescaled so that their mean is 0 and their SD exactly 1 (when there are 3+). */
function standardScores(rng: Rng, count: number): number[] {
  const z = Array.from({ length: count }, () => gaussian(rng));
  if (count < 3) return z;
  const mean = z.reduce((s, x) => s + x, 0) / count;
  const sd = Math.sqrt(z.reduce((s, x) => s + (x - mean) ** 2, 0) / count) || 1;
  return z.map((x) => (x - mean) / sd);
}

/** A star's overall: a superstar 93-96, the others 88-92, most of them near 88. */
const starOverall = (rng: Rng, quality: number, superstar: boolean): number =>
  Math.round(quality + (superstar ? 21 + rng.next() * 3 : STAR_LEVEL + 4.4 * rng.next() ** 1.6));

/** Picks a team for the next star: stronger teams more often, teams already holding stars less. */
function teamFor(rng: Rng, plan: readonly TeamTalent[], z: readonly number[]): number {
  const weights = plan.map((team, i) =>
    team.stars.length >= MAX_STARS_PER_TEAM ? 0 : Math.exp(0.8 * at(z, i)) * 0.45 ** team.stars.length,
  );
  return weightedIndex(rng, weights);
}

/**
 * Each team's quality (mean `quality`, SD `spread`), and with `stars` the league's stars and starting
 * goalies, handed out unevenly: contenders and rebuilding teams, not copies of the league average.
 */
export function planLeagueTalent(rng: Rng, options: LeagueTalentOptions): TeamTalent[] {
  const z = standardScores(rng, options.teams);
  const plan: TeamTalent[] = z.map((score) => ({
    quality: options.quality + options.spread * score,
    stars: [],
  }));
  if (!options.stars || options.teams === 0) return plan;

  const count = Math.max(1, Math.round(options.teams * STARS_PER_TEAM + gaussian(rng)));
  // One to three superstars: every league has its best player, some have a rival or two for him.
  const superstars = 1 + (chance(rng, 0.5) ? 1 : 0) + (chance(rng, 0.2) ? 1 : 0);
  for (let i = 0; i < count; i += 1) {
    const position = at(
      STAR_POSITIONS,
      weightedIndex(
        rng,
        STAR_POSITIONS.map(([, w]) => w),
      ),
    )[0];
    at(plan, teamFor(rng, plan, z)).stars.push({
      position,
      overall: starOverall(rng, options.quality, i < superstars),
    });
  }
  for (const team of plan) {
    team.starLevel = options.quality + STAR_LEVEL;
    const starter = options.quality + 4 + 0.3 * (team.quality - options.quality) + gaussian(rng) * STARTER_SD;
    team.starterGoalie = Math.round(Math.max(options.quality - 1, Math.min(options.quality + 15, starter)));
  }
  const elite = Math.max(1, Math.round(options.teams * ELITE_GOALIES_PER_TEAM));
  const eliteLevel = options.quality + 17;
  for (let i = 0; i < elite; i += 1) {
    const weights = plan.map((t, j) => ((t.starterGoalie ?? 0) >= eliteLevel ? 0 : Math.exp(0.5 * at(z, j))));
    at(plan, weightedIndex(rng, weights)).starterGoalie = Math.round(eliteLevel + rng.next() * 3);
  }
  return plan;
}

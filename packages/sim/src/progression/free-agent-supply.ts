import type { Player, Position } from '@rinkside/domain';
import { gaussian, randInt, weightedIndex, type Rng } from '../rng';
import { at } from '../list';
import { generatePlayer } from '../player/generate-player';
import { REGULAR_OFFSET } from '../player/generate-roster';
import { anyRole, starRole } from '../player/roles';
import { positionGroup } from './age-curve';

/** Where a player who reaches the league without the draft comes from (docs/decisions/077). */
export type SupplyOrigin = 'undrafted' | 'college' | 'european' | 'late-bloomer';

export interface FreeAgentSupplyOptions {
  /** The league's teams: the supply is so many players a team. */
  teams: number;
  /** The league's quality (LEAGUE_QUALITY in apps/server/src/modules/leagues/build-rosters.ts). */
  quality: number;
}

export interface SuppliedPlayer {
  /** No team, status 'minors' (a professional not yet signed); age, ratings and potential by his origin. */
  player: Player;
  origin: SupplyOrigin;
}

interface OriginPlan {
  /** Players of this origin a year, per team of the league. */
  perTeam: number;
  ages: readonly [number, number];
  /** His overall today and his potential, from a regular's level at his position (mean and SD). */
  overall: readonly [number, number];
  potential: readonly [number, number];
  /** Where he is born: weights by country code (COUNTRY_POOLS). */
  countries: readonly (readonly [string, number])[];
}

const NORTH_AMERICA = [
  ['CAN', 55],
  ['USA', 45],
] as const;
const COLLEGE = [
  ['USA', 65],
  ['CAN', 30],
  ['SWE', 3],
  ['FIN', 2],
] as const;
const EUROPE = [
  ['SWE', 24],
  ['FIN', 20],
  ['CZE', 14],
  ['SUI', 10],
  ['GER', 10],
  ['RUS', 10],
  ['SVK', 6],
  ['LAT', 3],
  ['DEN', 3],
] as const;

/**
 * The yearly supply, calibrated with `npm run bench:decade` so a league's dressed players hold their level
 * over ten years (docs/decisions/077). NHL figures beside it: about 20 undrafted players a season reach the
 * NHL (2006-13: 66 from college, 29 from Europe, 24 from junior, 36 from the minor leagues), 29% of them
 * everyday players (Eye on the Sens, 2013); about 14% of NHL players went undrafted.
 *
 * - Undrafted juniors, 20–23: passed over at 18 and 19, a minor leaguer's game today, room to grow.
 * - College free agents, 22–25: four years of NCAA hockey, close to a depth regular, a little room left.
 * - European free agents, 23–27: grown men from the European leagues, about a regular's level now.
 * - Late bloomers, 21–25: below a regular's level today, a top-six ceiling.
 */
export const SUPPLY_PLAN: Record<SupplyOrigin, OriginPlan> = {
  undrafted: {
    perTeam: 0.75,
    ages: [20, 23],
    overall: [-10, 3],
    potential: [-2, 4],
    countries: NORTH_AMERICA,
  },
  college: { perTeam: 1.25, ages: [22, 25], overall: [-4, 3], potential: [0, 4], countries: COLLEGE },
  european: { perTeam: 1.25, ages: [23, 27], overall: [0, 3.5], potential: [1, 3.5], countries: EUROPE },
  'late-bloomer': {
    perTeam: 0.75,
    ages: [21, 25],
    overall: [-6, 2.5],
    potential: [8, 4],
    countries: [...NORTH_AMERICA, ...EUROPE],
  },
};

// Positions in the shape of a roster of 13 forwards, 7 defencemen and 2 goalies, as the draft's.
const POSITIONS: readonly (readonly [Position, number])[] = [
  ['C', 21],
  ['LW', 19],
  ['RW', 18],
  ['D', 32],
  ['G', 10],
];
const STAR_ROLE_ABOVE_REGULAR = 6;

const clamp = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, Math.round(v)));
const weighted = <T>(rng: Rng, table: readonly (readonly [T, number])[]): T =>
  at(
    table,
    weightedIndex(
      rng,
      table.map(([, w]) => w),
    ),
  )[0];

/** How many of each origin a league of `teams` teams gets a year. */
export function supplySize(teams: number): Record<SupplyOrigin, number> {
  const size = (origin: SupplyOrigin) => Math.round(SUPPLY_PLAN[origin].perTeam * Math.max(0, teams));
  return {
    undrafted: size('undrafted'),
    college: size('college'),
    european: size('european'),
    'late-bloomer': size('late-bloomer'),
  };
}

function supplied(rng: Rng, id: number, origin: SupplyOrigin, quality: number): SuppliedPlayer {
  const plan = SUPPLY_PLAN[origin];
  const position = weighted(rng, POSITIONS);
  const regular = quality + REGULAR_OFFSET[positionGroup(position)];
  const age = randInt(rng, plan.ages[0], plan.ages[1]);
  const overall = clamp(regular + plan.overall[0] + gaussian(rng) * plan.overall[1], 30, quality + 8);
  // From 27 potential is the overall (growth is over); before, never below it.
  const ceiling = clamp(regular + plan.potential[0] + gaussian(rng) * plan.potential[1], overall, 99);
  const potential = age >= 27 ? overall : ceiling;
  const drawn = anyRole(rng, position);
  const player = generatePlayer(rng, {
    id,
    position,
    role: potential >= regular + STAR_ROLE_ABOVE_REGULAR ? starRole(rng, position, drawn) : drawn,
    overall,
    potential,
    status: 'minors',
    age,
    country: weighted(rng, plan.countries),
  });
  return { player, origin };
}

/**
 * A summer's supply of players who reach the league without the draft (docs/decisions/077): undrafted
 * juniors, college and European free agents and late bloomers, so many a team, each a professional with
 * no team and no contract who joins the league's free agents. Ids are 1..n; the caller gives them their
 * database ids. Pure: the same rng gives the same supply.
 */
export function generateFreeAgentSupply(rng: Rng, options: FreeAgentSupplyOptions): SuppliedPlayer[] {
  const sizes = supplySize(options.teams);
  const players: SuppliedPlayer[] = [];
  for (const origin of Object.keys(sizes) as SupplyOrigin[])
    for (let i = 0; i < sizes[origin]; i += 1)
      players.push(supplied(rng, players.length + 1, origin, options.quality));
  return players;
}

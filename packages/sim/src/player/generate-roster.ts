import type { Player, PlayerId, PlayerRole, PlayerStatus, Position } from '@rinkside/domain';
import { gaussian, randInt, type Rng } from '../rng';
import { minorsAge, prospectAge, rosterAge, starAge } from './age';
import { generatePlayer } from './generate-player';
import { planLeagueTalent, type Star } from './league-talent';
import { defenseRoles, forwardRoles, starRole } from './roles';

export interface GenerateRosterOptions {
  /** The team's quality: about the mean overall of its dressed players. Default 72. */
  quality?: number;
  /** Ids are `firstId`, `firstId + 1`, ... (default 1) or, with `idPrefix`, `${idPrefix}${n}`. */
  firstId?: number;
  idPrefix?: string;
  /** Add minor-league (~30% of the roster) and prospect (~40%) players. Default true. */
  depth?: boolean;
  /** The team's stars: each takes the top depth slot of his position that no other star holds. */
  stars?: readonly Star[];
  /** The starting goalie's overall. Default quality + 5. */
  starterGoalie?: number;
  /**
   * The overall from which a player is a star. Others near it are pressed below it (a third of what
   * passes four points under it counts), so that a league's stars are the ones it was handed.
   */
  starLevel?: number;
}

// Depth offsets from team quality: a first line well above it, a fourth line and extras in the
// depth-player range (docs/decisions/019). The dressed twelve forwards and six defensemen average
// about the team quality plus one, as before the depth curve was steepened.
const FORWARD_PLAN: readonly [Position, number][] = [
  ['C', 9],
  ['LW', 8],
  ['RW', 8],
  ['C', 4],
  ['LW', 4],
  ['RW', 4],
  ['C', -1],
  ['LW', -1],
  ['RW', -1],
  ['C', -7],
  ['LW', -8],
  ['RW', -8],
  ['C', -12],
  ['LW', -13],
];
const DEFENSE_PLAN: readonly number[] = [8, 7, 2, 2, -4, -6, -11, -13];
const GOALIE_PLAN: readonly number[] = [5, -2, -10];
/**
 * How far below a league's quality a regular of each position plays: the twelfth forward, the sixth
 * defenceman and the backup goalie of the depth plans above, the last of each a team dresses every night.
 */
export const REGULAR_OFFSET: Record<'F' | 'D' | 'G', number> = {
  F: Math.min(...FORWARD_PLAN.slice(0, 12).map(([, offset]) => offset)),
  D: Math.min(...DEFENSE_PLAN.slice(0, 6)),
  G: Math.min(...GOALIE_PLAN.slice(0, 2)),
};
const NHL_ROSTER_SIZE = FORWARD_PLAN.length + DEFENSE_PLAN.length + GOALIE_PLAN.length;
const SLOT_SPREAD = 2.5;

interface Slot {
  position: Position;
  overall: number;
  role: PlayerRole;
  star: boolean;
}

/** Puts each star in the best slot of his position (wingers on either wing) no star holds yet. */
function placeStars(rng: Rng, slots: Slot[], stars: readonly Star[]): void {
  for (const star of stars) {
    const fits = (s: Slot) =>
      !s.star &&
      (s.position === star.position ||
        (star.position !== 'C' &&
          star.position !== 'D' &&
          s.position !== 'C' &&
          s.position !== 'D' &&
          s.position !== 'G'));
    const slot = slots.find(fits);
    if (!slot) continue;
    slot.star = true;
    slot.overall = Math.max(slot.overall, star.overall);
    slot.role = starRole(rng, slot.position, slot.role);
  }
}

/**
 * A full team: 14 forwards, 8 defencemen (half left-side, half right-side),
 * 3 goalies, plus minor-leaguers and prospects for the depth chart views,
 * all with unique jersey numbers.
 */
export function generateRoster(rng: Rng, options: GenerateRosterOptions = {}): Player[] {
  const quality = options.quality ?? 72;
  let n = options.firstId ?? 1;
  const nextId = (): PlayerId => (options.idPrefix === undefined ? n++ : `${options.idPrefix}${n++}`);
  const numbers = new Set<number>();
  const jersey = (): number => {
    let number = randInt(rng, 2, 98);
    while (numbers.has(number)) number = randInt(rng, 2, 98);
    numbers.add(number);
    return number;
  };
  const near = (overall: number) => Math.round(overall + gaussian(rng) * SLOT_SPREAD);
  const knee = (options.starLevel ?? Infinity) - 4;
  const belowStars = (overall: number) =>
    overall > knee ? Math.round(knee + (overall - knee) / 3) : overall;

  const forwardPositions = FORWARD_PLAN.map(([position]) => position);
  const fRoles = forwardRoles(rng, forwardPositions);
  const dRoles = defenseRoles(rng, DEFENSE_PLAN.length);
  const slots: Slot[] = [
    ...FORWARD_PLAN.map(([position, offset], i) => ({
      position,
      overall: belowStars(near(quality + offset)),
      role: fRoles[i] ?? 'two-way',
      star: false,
    })),
    ...DEFENSE_PLAN.map((offset, i) => ({
      position: 'D' as const,
      overall: belowStars(near(quality + offset)),
      role: dRoles[i] ?? 'two-way-defenseman',
      star: false,
    })),
    ...GOALIE_PLAN.map((offset, i) => ({
      position: 'G' as const,
      overall:
        i === 0 && options.starterGoalie !== undefined ? options.starterGoalie : near(quality + offset),
      role: 'goalie' as const,
      star: false,
    })),
  ];
  placeStars(rng, slots, options.stars ?? []);

  let defensemen = 0;
  const roster = slots.map((slot) => {
    const player = generatePlayer(rng, {
      id: nextId(),
      position: slot.position,
      overall: slot.overall,
      role: slot.role,
      age: slot.star ? starAge(rng) : rosterAge(rng),
      jerseyNumber: jersey(),
    });
    if (slot.position === 'D') {
      const left = defensemen % 2 === 0;
      player.handedness = left ? 'L' : 'R';
      player.naturalPosition = left ? 'LD' : 'RD';
      defensemen += 1;
    }
    return player;
  });

  if (options.depth ?? true) {
    const positions: Position[] = ['C', 'LW', 'RW', 'D', 'D', 'G'];
    const minors = Math.round(NHL_ROSTER_SIZE * 0.3); // SPEC §9: minor league ~30% of the count
    const prospects = Math.round(NHL_ROSTER_SIZE * 0.4); // SPEC §9: prospects ~40%
    const add = (position: Position, overall: number, status: PlayerStatus, age: number) =>
      roster.push(
        generatePlayer(rng, {
          id: nextId(),
          position,
          overall: near(overall),
          status,
          age,
          jerseyNumber: jersey(),
        }),
      );
    for (let i = 0; i < minors; i++) add(positions[i % 6] ?? 'C', quality - 12, 'minors', minorsAge(rng));
    for (let i = 0; i < prospects; i++)
      add(positions[i % 6] ?? 'C', quality - 16, 'prospect', prospectAge(rng));
  }
  return roster;
}

export interface GenerateLeagueOptions {
  teams: number;
  /** Mean team quality. Default 72. */
  quality?: number;
  /** Standard deviation of team quality; 0 gives teams of even strength. Default 0. */
  spread?: number;
  /**
   * Hand the league its stars (a few 88-95 players, more often on the stronger teams) and spread its
   * starting goalies wide. Default false: test leagues stay even.
   */
  stars?: boolean;
  depth?: boolean;
}

/** Rosters for a whole league, numbered consecutively so every id is unique. */
export function generateLeague(rng: Rng, options: GenerateLeagueOptions): Player[][] {
  const plan = planLeagueTalent(rng, {
    teams: options.teams,
    quality: options.quality ?? 72,
    spread: options.spread ?? 0,
    stars: options.stars ?? false,
  });
  const teams: Player[][] = [];
  let firstId = 1;
  for (const team of plan) {
    const roster = generateRoster(rng, { ...team, firstId, depth: options.depth ?? true });
    firstId += roster.length;
    teams.push(roster);
  }
  return teams;
}

import type { Player, PlayerId, PlayerStatus, Position } from '@rinkside/domain';
import { gaussian, randInt, type Rng } from '../rng';
import { generatePlayer } from './generate-player';

export interface GenerateRosterOptions {
  /** The team's quality: about the mean overall of its dressed players. Default 72. */
  quality?: number;
  /** Ids are `firstId`, `firstId + 1`, ... (default 1) or, with `idPrefix`, `${idPrefix}${n}`. */
  firstId?: number;
  idPrefix?: string;
  /** Add minor-league (~30% of the roster) and prospect (~40%) players. Default true. */
  depth?: boolean;
}

// Depth offsets from team quality: a first line well above it, a fourth line below.
const FORWARD_PLAN: readonly [Position, number][] = [
  ['C', 8],
  ['LW', 7],
  ['RW', 7],
  ['C', 4],
  ['LW', 3],
  ['RW', 3],
  ['C', 0],
  ['LW', -1],
  ['RW', -1],
  ['C', -5],
  ['LW', -6],
  ['RW', -6],
  ['C', -8],
  ['LW', -8],
];
const DEFENSE_PLAN: readonly number[] = [7, 6, 2, 1, -3, -4, -7, -8];
const GOALIE_PLAN: readonly number[] = [5, -3, -9];
const NHL_ROSTER_SIZE = FORWARD_PLAN.length + DEFENSE_PLAN.length + GOALIE_PLAN.length;

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
  const add = (position: Position, overall: number, status: PlayerStatus = 'active'): Player =>
    generatePlayer(rng, {
      id: nextId(),
      position,
      overall: Math.round(overall + gaussian(rng) * 2),
      status,
      jerseyNumber: jersey(),
    });

  const roster: Player[] = [];
  for (const [position, offset] of FORWARD_PLAN) roster.push(add(position, quality + offset));
  DEFENSE_PLAN.forEach((offset, i) => {
    const player = add('D', quality + offset);
    player.handedness = i % 2 === 0 ? 'L' : 'R';
    player.naturalPosition = i % 2 === 0 ? 'LD' : 'RD';
    roster.push(player);
  });
  for (const offset of GOALIE_PLAN) roster.push(add('G', quality + offset));

  if (options.depth ?? true) {
    const positions: Position[] = ['C', 'LW', 'RW', 'D', 'D', 'G'];
    const minors = Math.round(NHL_ROSTER_SIZE * 0.3); // SPEC §9: minor league ~30% of the count
    const prospects = Math.round(NHL_ROSTER_SIZE * 0.4); // SPEC §9: prospects ~40%
    for (let i = 0; i < minors; i++) roster.push(add(positions[i % 6] ?? 'C', quality - 12, 'minors'));
    for (let i = 0; i < prospects; i++) roster.push(add(positions[i % 6] ?? 'C', quality - 16, 'prospect'));
  }
  return roster;
}

export interface GenerateLeagueOptions {
  teams: number;
  /** Mean team quality. Default 72. */
  quality?: number;
  /** Standard deviation of team quality; 0 gives teams of even strength. Default 0. */
  spread?: number;
  depth?: boolean;
}

/** Rosters for a whole league, numbered consecutively so every id is unique. */
export function generateLeague(rng: Rng, options: GenerateLeagueOptions): Player[][] {
  const teams: Player[][] = [];
  let firstId = 1;
  for (let t = 0; t < options.teams; t++) {
    const quality = (options.quality ?? 72) + gaussian(rng) * (options.spread ?? 0);
    const roster = generateRoster(rng, { quality, firstId, depth: options.depth ?? true });
    firstId += roster.length;
    teams.push(roster);
  }
  return teams;
}

import { askingCapHit } from '../contracts/contract-value';
import type { CapSeason } from '../contracts/contract-settings';
import type { Position } from '../player';

/**
 * What an asset is worth to a team in a trade (docs/decisions/048). Values are on one scale for players
 * and picks: e^((rating - reference) / RATING_SCALE), so each 6 points of rating above the league's usual
 * dressed player multiply a player's worth by e. One 88 is worth more than three 76s in a league whose
 * dressed players average 72, as teams value stars.
 */
export const RATING_SCALE = 6;

/** A team that expects to win now values today's rating; one rebuilding values youth and picks. */
export type TeamDirection = 'contending' | 'rebuilding' | 'neutral';

export interface ValuedPlayer {
  id: number;
  name: string;
  position: Position;
  age: number;
  overall: number;
  potential: number | null;
  /** His cap hit as the receiving team would carry it, and seasons left. */
  capHit: number;
  yearsLeft: number;
}

export interface ValuedPick {
  id: number;
  year: number;
  round: number;
  originalTeamId: number;
}

/** The league as the value model sees it. */
export interface ValuationLeague {
  /** The mean overall of the league's dressed players: the rating worth 1. */
  reference: number;
  season: CapSeason;
  maxCapHit: number;
  /** The year of the next draft; picks in later years are further off. */
  nextDraftYear: number;
  /** Each team's place from the best (1), by points percentage or, early on, by roster strength. */
  rankOf: ReadonlyMap<number, number>;
  teamCount: number;
  /** The season's salary market (docs/decisions/075): what a player would ask now; 1 when left out. */
  market?: number;
}

const worth = (rating: number, league: ValuationLeague) =>
  Math.exp((rating - league.reference) / RATING_SCALE);

/** His rating with the part of his potential still ahead of him that the team's direction counts. */
export function directedRating(player: ValuedPlayer, direction: TeamDirection): number {
  const upside = Math.max(0, (player.potential ?? player.overall) - player.overall);
  const youth = Math.min(1, Math.max(0, (27 - player.age) / 7));
  const upsideWeight = { contending: 0.4, neutral: 0.7, rebuilding: 1 }[direction];
  const agePenalty = direction === 'rebuilding' ? Math.max(0, player.age - 29) : 0;
  return player.overall + upside * youth * upsideWeight - agePenalty;
}

/**
 * How his contract moves his worth: paid below what he would ask, he is worth more, and more so the more
 * seasons it runs (up to four); overpaid, less. Between 0.6 and 1.35 of his worth.
 */
export function contractFactor(player: ValuedPlayer, league: ValuationLeague): number {
  const market = askingCapHit(
    { overall: player.overall, potential: player.potential ?? player.overall, age: player.age },
    league.season,
    league.maxCapHit,
    league.market ?? 1,
  );
  const surplus = (market - player.capHit) / Math.max(market, player.capHit, 1);
  const term = Math.min(player.yearsLeft, 4) / 4;
  return Math.min(1.35, Math.max(0.6, 1 + 0.5 * surplus * term));
}

export function playerValue(player: ValuedPlayer, league: ValuationLeague, direction: TeamDirection): number {
  return worth(directedRating(player, direction), league) * contractFactor(player, league);
}

/**
 * Where the pick is expected to fall, 1 first: the original team's place reversed for the next draft; a
 * later draft's regresses halfway to the middle for each year further off.
 */
export function projectedSlot(pick: ValuedPick, league: ValuationLeague): number {
  const n = league.teamCount;
  const rank = league.rankOf.get(pick.originalTeamId) ?? (n + 1) / 2;
  const slot = n + 1 - rank;
  const middle = (n + 1) / 2;
  const yearsAhead = Math.max(0, pick.year - league.nextDraftYear);
  return middle + (slot - middle) * 0.5 ** yearsAhead;
}

/** Rating points a first-round pick gains from the lottery's chance to move up, the worst teams most. */
const LOTTERY_TEAMS = 16;
const LOTTERY_BONUS = 1.5;

/**
 * The rating a pick is worth: the first overall pick about 14 points above the usual dressed player, the
 * last first-rounder 2; second-rounders at about the usual player's worth down to 3 below; later rounds
 * less each round. A further-off draft is discounted 10% a year.
 */
export function pickRating(pick: ValuedPick, league: ValuationLeague): number {
  const slot = projectedSlot(pick, league);
  const place = league.teamCount > 1 ? (slot - 1) / (league.teamCount - 1) : 0;
  if (pick.round === 1) {
    const lottery = slot <= LOTTERY_TEAMS ? LOTTERY_BONUS * (1 - (slot - 1) / LOTTERY_TEAMS) : 0;
    return league.reference + 14 - 12 * place + lottery;
  }
  if (pick.round === 2) return league.reference - 3 * place;
  return league.reference - 3 - 1.5 * (pick.round - 3);
}

export function pickValue(pick: ValuedPick, league: ValuationLeague, direction: TeamDirection): number {
  const yearsAhead = Math.max(0, pick.year - league.nextDraftYear);
  const weight = { contending: 0.8, neutral: 1, rebuilding: 1.25 }[direction];
  return worth(pickRating(pick, league), league) * 0.9 ** yearsAhead * weight;
}

/**
 * Several assets summed convexly: the best counts fully, each next one 15% less than the one before, so
 * quantity does not buy quality (a roster place is worth something too).
 */
export const DEPTH_DECAY = 0.85;
export function packageValue(values: readonly number[]): number {
  return [...values].sort((a, b) => b - a).reduce((sum, v, i) => sum + v * DEPTH_DECAY ** i, 0);
}

import type { LineupReplacement, Player } from '@rinkside/domain';
import { leagueDay } from './calendar';

export type UnavailableReason = LineupReplacement['reason'];

/** Whether he is fit on `gameDate`: not hurt, or his return date has come (a return date after it means out). */
export function isAvailable(player: Pick<Player, 'injury'>, gameDate: string): boolean {
  const injury = player.injury;
  return !injury || leagueDay(injury.returnDate) <= leagueDay(gameDate);
}

/**
 * Why a player a lineup names cannot dress for a game on `gameDate`, or null when he can: hurt,
 * a healthy scratch, or not with the big club (minors, prospect, or no longer on the team).
 */
export function unavailableReason(
  player: Pick<Player, 'injury' | 'status'> | undefined,
  gameDate: string,
): UnavailableReason | null {
  if (!player) return 'unavailable';
  if (!isAvailable(player, gameDate) || player.status === 'injured') return 'injured';
  if (player.status === 'scratched') return 'scratched';
  return player.status === 'active' ? null : 'unavailable';
}

const SKATERS_DRESSED = 18;
const GOALIES_DRESSED = 2;
const byOverall = (a: Player, b: Player): number => b.overall - a.overall;

/**
 * Who may dress for a game on `gameDate`: the fit active roster. A team short of 18 skaters or
 * 2 goalies calls up its best fit minor-leaguers (then prospects) of the kind it lacks.
 */
export function dressablePool(players: readonly Player[], gameDate: string): Player[] {
  return rosterOn(players, leagueDay(gameDate)).pool;
}

/** dressablePool, and the players whose injury is over by `day` (a league day), in one pass. */
export function rosterOn(players: readonly Player[], day: string): { pool: Player[]; healed: Player[] } {
  const pool: Player[] = [];
  const healed: Player[] = [];
  let goalies = 0;
  for (const p of players) {
    if (p.injury) {
      if (leagueDay(p.injury.returnDate) > day) continue;
      healed.push(p);
    }
    if (p.status !== 'active') continue;
    pool.push(p);
    if (p.position === 'G') goalies++;
  }
  let skatersShort = SKATERS_DRESSED - (pool.length - goalies);
  let goaliesShort = GOALIES_DRESSED - goalies;
  if (skatersShort <= 0 && goaliesShort <= 0) return { pool, healed };
  const callUps = players
    .filter((p) => (p.status === 'minors' || p.status === 'prospect') && isAvailable(p, day))
    .sort((a, b) => (a.status === b.status ? byOverall(a, b) : a.status === 'minors' ? -1 : 1));
  for (const p of callUps) {
    if (p.position === 'G' ? goaliesShort-- > 0 : skatersShort-- > 0) pool.push(p);
  }
  return { pool, healed };
}

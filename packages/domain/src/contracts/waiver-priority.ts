import { pointsPercentage, type PointsRecord } from '../standings';

/** A team's record in the active regular season, as the waiver priority reads it. */
export interface WaiverStanding extends PointsRecord {
  teamId: number;
  wins: number;
}

/** A team yet to play ranks as a .500 team, so early in a season nobody jumps the queue by not playing. */
const BEFORE_FIRST_GAME = 0.5;

/**
 * The league's waiver priority (docs/decisions/043): the team with the lowest points percentage in the
 * active regular season claims first (the NHL's order); ties go to fewer wins, then to the lower team id.
 * Returns team ids, first claimant first.
 */
export function waiverPriority(teams: readonly WaiverStanding[]): number[] {
  const pct = (team: WaiverStanding) => pointsPercentage(team) ?? BEFORE_FIRST_GAME;
  return [...teams]
    .sort((a, b) => pct(a) - pct(b) || a.wins - b.wins || a.teamId - b.teamId)
    .map((team) => team.teamId);
}

/** A claim as the waivers' end sees it: why the claiming team can no longer take the player, or null. */
export interface StandingClaim {
  teamId: number;
  roomProblem: string | null;
}

/**
 * Who wins a player off waivers when they end: the claimant first in priority whose team still has the
 * room (roster place, contract, cap); null when no claim still fits and he goes where he was headed.
 */
export function winningClaim(priority: readonly number[], claims: readonly StandingClaim[]): number | null {
  const fits = new Set(claims.filter((c) => c.roomProblem === null).map((c) => c.teamId));
  return priority.find((teamId) => fits.has(teamId)) ?? null;
}

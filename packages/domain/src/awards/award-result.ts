import { z } from 'zod';

/** The season's awards, named for what they reward (docs/decisions/024 gives each formula). */
export const AWARDS = [
  'mostPoints',
  'mostGoals',
  'mvp',
  'bestGoalie',
  'bestDefenseman',
  'bestRookie',
  'fewestGoalsAgainst',
  'bestRecord',
  'playoffMvp',
] as const;
export const awardSchema = z.enum(AWARDS);
export type Award = z.infer<typeof awardSchema>;

export const AWARD_NAMES: Record<Award, string> = {
  mostPoints: 'Most Points',
  mostGoals: 'Most Goals',
  mvp: 'Most Valuable Player',
  bestGoalie: 'Best Goalie',
  bestDefenseman: 'Best Defenseman',
  bestRookie: 'Rookie of the Year',
  fewestGoalsAgainst: 'Fewest Goals Against',
  bestRecord: 'Best Regular-Season Record',
  playoffMvp: 'Playoff MVP',
};

/** One place in an award's race: a player (with his team) or, for the best record, a team alone. */
export const awardPlaceSchema = z.object({
  playerId: z.number().int().nullable(),
  teamId: z.number().int(),
  /** What the history and player pages show beside the name, e.g. '128 pts'. */
  value: z.string(),
});
export type AwardPlace = z.infer<typeof awardPlaceSchema>;

/** How many finish behind the winner on the award's page. */
export const AWARD_RUNNERS_UP = 3;

export const awardResultSchema = awardPlaceSchema.extend({
  award: awardSchema,
  runnersUp: z.array(awardPlaceSchema).max(AWARD_RUNNERS_UP),
});
export type AwardResult = z.infer<typeof awardResultSchema>;

/**
 * The award to the first of `ranked` (already in the award's order), the next three as runners-up;
 * null when nobody is eligible, as in a league too small or too young for the award.
 */
export function awardFromRanking(award: Award, ranked: readonly AwardPlace[]): AwardResult | null {
  const [winner, ...rest] = ranked;
  if (!winner) return null;
  return { award, ...winner, runnersUp: rest.slice(0, AWARD_RUNNERS_UP) };
}

/** Ascending by player id: the last word between candidates equal on every rule, so a race always ends. */
export const byPlayerId = (a: { playerId: number }, b: { playerId: number }): number =>
  a.playerId - b.playerId;

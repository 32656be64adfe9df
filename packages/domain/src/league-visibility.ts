import { z } from 'zod';

/**
 * Who may read a league (docs/decisions/059): `public`, every signed-in user; `members`, its GMs and
 * commissioners only (and, for its recruitment alone, users it recruits or who applied).
 */
export const LEAGUE_VISIBILITIES = ['public', 'members'] as const;
export const leagueVisibilitySchema = z.enum(LEAGUE_VISIBILITIES);
export type LeagueVisibility = z.infer<typeof leagueVisibilitySchema>;

export const DEFAULT_LEAGUE_VISIBILITY: LeagueVisibility = 'public';

/** PUT /api/league/{id}/settings/visibility (commissioner). */
export const leagueVisibilityRequestSchema = z.object({
  visibility: leagueVisibilitySchema,
});
export type LeagueVisibilityRequest = z.infer<typeof leagueVisibilityRequestSchema>;

export const leagueVisibilityResponseSchema = leagueVisibilityRequestSchema;

/**
 * What an outsider reads at a members-only league's address: the same 404 as a league that does not
 * exist, so the answer tells nobody which of the two it is.
 */
export const LEAGUE_NOT_FOUND = 'League not found.';

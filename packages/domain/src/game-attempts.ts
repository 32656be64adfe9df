import { z } from 'zod';
import { idSchema } from './ids';

/** A game that fails this many times in a row is set aside until the commissioner retries it (docs/decisions/063). */
export const GAME_ATTEMPTS_BEFORE_QUARANTINE = 3;
/** The wait after a first failure; it doubles with each further one. */
export const GAME_RETRY_BACKOFF_MS = 60_000;
/** How much of a failure's words a game keeps. */
export const GAME_ERROR_MAX_LENGTH = 500;

/** What happens to a game after a failed attempt: tried again at `nextAttemptAt`, or quarantined. */
export interface GameFailureDecision {
  attempts: number;
  nextAttemptAt: Date | null;
  quarantined: boolean;
}

/**
 * The rule after an attempt to play a game failed: `attemptsBefore` failures came before this one. Below
 * the threshold the game waits GAME_RETRY_BACKOFF_MS, doubled for each earlier failure; at it, the game is
 * quarantined and not tried again by itself.
 */
export function decideGameFailure(attemptsBefore: number, now: Date): GameFailureDecision {
  const attempts = Math.max(0, attemptsBefore) + 1;
  if (attempts >= GAME_ATTEMPTS_BEFORE_QUARANTINE)
    return { attempts, nextAttemptAt: null, quarantined: true };
  const waitMs = GAME_RETRY_BACKOFF_MS * 2 ** (attempts - 1);
  return { attempts, nextAttemptAt: new Date(now.getTime() + waitMs), quarantined: false };
}

/** A failure in our words, then the error's own (the server's, so safe to show its commissioner), cut short. */
export function describeGameFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const text = `The game could not be played: ${message}`;
  return text.length > GAME_ERROR_MAX_LENGTH ? `${text.slice(0, GAME_ERROR_MAX_LENGTH - 1)}…` : text;
}

/** A game set aside after failing, as its commissioner sees it. */
export const quarantinedGameSchema = z.object({
  id: z.number().int(),
  gameDate: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  quarantinedAt: z.string(),
});
export type QuarantinedGame = z.infer<typeof quarantinedGameSchema>;

export const quarantinedGamesResponseSchema = z.object({ games: z.array(quarantinedGameSchema) });
export type QuarantinedGamesResponse = z.infer<typeof quarantinedGamesResponseSchema>;

/** A retry's outcome: played at once, or failed again (then `lastError` says why). */
export const gameRetryResponseSchema = z.object({
  gameId: z.number().int(),
  stored: z.boolean(),
  lastError: z.string().nullable(),
});
export type GameRetryResponse = z.infer<typeof gameRetryResponseSchema>;

/** `/league/{id}/games/{gameId}/retry`. */
export const leagueGameParamsSchema = z.object({ id: idSchema, gameId: idSchema });

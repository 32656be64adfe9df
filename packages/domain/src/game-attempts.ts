import { z } from 'zod';
import { idSchema } from './ids';
import {
  decideStepFailure,
  describeFailure,
  JOB_ERROR_MAX_LENGTH,
  type RetryPolicy,
  type StepFailureDecision,
} from './job-attempts';

/** A game that fails this many times in a row is set aside until the commissioner retries it (docs/decisions/063). */
export const GAME_ATTEMPTS_BEFORE_QUARANTINE = 3;
/** The wait after a first failure; it doubles with each further one. */
export const GAME_RETRY_BACKOFF_MS = 60_000;
/** How much of a failure's words a game keeps. */
export const GAME_ERROR_MAX_LENGTH = JOB_ERROR_MAX_LENGTH;

/** A game's retries: the game row is its own job (docs/decisions/005), under the one rule of every job step. */
export const GAME_RETRY: RetryPolicy = {
  firstWaitMs: GAME_RETRY_BACKOFF_MS,
  growth: 2,
  attemptsBeforeQuarantine: GAME_ATTEMPTS_BEFORE_QUARANTINE,
};

/** What happens to a game after a failed attempt: tried again at `nextAttemptAt`, or quarantined. */
export type GameFailureDecision = StepFailureDecision;

/** The rule after an attempt to play a game failed: `decideStepFailure` with the game's policy. */
export function decideGameFailure(attemptsBefore: number, now: Date): GameFailureDecision {
  return decideStepFailure(attemptsBefore, now, GAME_RETRY);
}

/** A failure in our words, then the error's own (the server's, so safe to show its commissioner), cut short. */
export function describeGameFailure(error: unknown): string {
  return describeFailure('The game could not be played', error);
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

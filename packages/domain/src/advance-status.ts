/**
 * Where a league advance stands (docs/decisions/067): `running` until it ends `done` (with its result) or
 * `failed` (with why). Apart from league-advance.ts so the live events (zod/mini) can name it too.
 */
export const ADVANCE_STATUSES = ['running', 'done', 'failed'] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

import { apiErrorSchema } from '@rinkside/domain';

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    S[number],
    typeof apiErrorSchema
  >;
}

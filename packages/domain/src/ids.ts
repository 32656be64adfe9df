import { z } from 'zod';

/** Ids are PostgreSQL `integer`s: anything past this would reach the database and fail there. */
export const ID_MAX = 2_147_483_647;

// No word 'id' in it: the 400 prefixes the field's name ('leagueId: must be ...') unless the message names it.
const ID_MESSAGE = `must be a whole number from 1 to ${ID_MAX}`;

/**
 * An id in a path, a query or a body. A URL gives it as text, a JSON body as a number or, from some
 * clients, as a string of digits: both are taken. Text must be decimal digits alone, so '0x1', '1e3',
 * ' 1' and '+1' (which `Number()` would read as numbers) are refused like '[3]' and 'true'.
 */
export const idSchema = z.union([z.number(), z.string()], { error: ID_MESSAGE }).transform((value, ctx) => {
  const id = typeof value === 'number' ? value : /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(id) && id >= 1 && id <= ID_MAX) return id;
  ctx.addIssue({ code: 'custom', message: ID_MESSAGE, input: value });
  return z.NEVER;
});

/** `?seasonId=` on a league's season pages (playoffs, awards, ...): the active season when absent. */
export const seasonQuerySchema = z.object({ seasonId: idSchema.optional() });

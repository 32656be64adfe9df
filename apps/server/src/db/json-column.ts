import type { z } from 'zod';

/** A JSON column whose text no longer reads as what it holds: stored data at fault, named. */
export class StoredJsonError extends Error {
  constructor(what: string, problem: string) {
    super(`The stored ${what} does not read: ${problem}.`);
    this.name = 'StoredJsonError';
  }
}

/**
 * A JSON column read at the repo edge by its schema, never cast: text that is not JSON, or not of the
 * schema, throws a StoredJsonError naming `what` ("lineup of team 12").
 */
export function readJsonColumn<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredJsonError(what, 'the text is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new StoredJsonError(what, `${where}${issue?.message ?? 'not of its shape'}`);
  }
  return parsed.data;
}

/** readJsonColumn where an unreadable value has a safe stand-in (an empty lineup is filled by the coach). */
export function readJsonColumnOr<T>(schema: z.ZodType<T>, text: string, fallback: T): T {
  try {
    return readJsonColumn(schema, text, 'value');
  } catch (error) {
    if (error instanceof StoredJsonError) return fallback;
    throw error;
  }
}

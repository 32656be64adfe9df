import type { z } from 'zod';

/**
 * Each field's problem in a league settings form, in words beside it ('At most 168'): the first issue the
 * settings' schema finds on each field. `notANumber` is what a field that is not a number is told.
 */
export function settingsProblems<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  settings: T,
  notANumber = 'Enter a whole number',
): Partial<Record<keyof T, string>> {
  const parsed = schema.safeParse(settings);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof T, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof T;
    if (problems[field]) continue;
    if (issue.code === 'too_small') problems[field] = `At least ${String(issue.minimum)}`;
    else if (issue.code === 'too_big') problems[field] = `At most ${String(issue.maximum)}`;
    else if (issue.code === 'invalid_type') problems[field] = notANumber;
    else problems[field] = issue.message;
  }
  return problems;
}

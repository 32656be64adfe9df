import type { z } from 'zod';

/** The bound an issue broke, in words a commissioner can act on. */
function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      return issue.expected === 'boolean' ? 'must be on or off' : `must be a ${issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has settings this league does not know: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/**
 * Reads a commissioner's league settings (trades, draft …) against their schema: the settings, or every
 * problem in one message, each naming the field as the settings screen does ('Rounds must be at most 10.').
 * `what` names the whole set in messages ('trade settings').
 */
export function parseLeagueSettings<T extends Record<string, unknown>>(
  input: unknown,
  options: { schema: z.ZodObject; labels: Record<keyof T, string>; what: string },
): { ok: true; settings: T } | { ok: false; message: string } {
  const { schema, labels, what } = options;
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: `Send the ${what} as one object of settings.` };
  const parsed = schema.strict().safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data as T };
  const whole = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  const lines = parsed.error.issues.map((issue) => {
    const field = issue.path[0];
    const label = typeof field === 'string' && field in labels ? labels[field as keyof T] : whole;
    // A message the schema wrote itself already reads as a sentence ('Use a date like 2026-03-01.').
    if (issue.code === 'invalid_format') return `${label}: ${issue.message}`;
    return `${label} ${problemOf(issue)}.`;
  });
  return { ok: false, message: [...new Set(lines)].join(' ') };
}

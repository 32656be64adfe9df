import { z } from 'zod';

/**
 * Text a person typed, for any field: a string without NUL characters. PostgreSQL's `text` cannot
 * hold one, so a NUL would otherwise reach the database and fail there; refused on SQLite too, so
 * the two behave alike. `label` names the field in the message ('League name cannot contain ...').
 */
export const text = (label: string) =>
  z.string().refine((value) => !value.includes('\u0000'), {
    message: `${label} cannot contain a NUL character (\\u0000). Remove it and try again.`,
    abort: true,
  });

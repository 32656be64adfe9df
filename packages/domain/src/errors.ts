import { z } from 'zod';

/** The one error shape of every failed API call. */
export const apiErrorSchema = z.object({
  error: z.string().describe('A short machine-readable error name, such as "Bad Request"'),
  message: z.string().describe('What went wrong, for a person to act on'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof okSchema>;

import { z } from 'zod';

/** One active sign-in of the user (a refresh-token family that is neither ended nor expired). */
export const signInSchema = z.object({
  /** Opaque: derived from the sign-in, names nothing else. */
  id: z.string(),
  /** 'Chrome on Android', from the browser's User-Agent; null when it sent none. */
  device: z.string().nullable(),
  /** Where it signed in from, the last part hidden ('203.0.113.x'); null when unknown. */
  approximateIp: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The sign-in this request came from. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInsResponseSchema = z.object({ sessions: z.array(signInSchema) });
export type SignInsResponse = z.infer<typeof signInsResponseSchema>;

/** The sign-in ids the server hands out: 22 base64url characters (a hash, see signInId on the server). */
export const SIGN_IN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const signInIdParamsSchema = z.object({
  id: z.string().regex(SIGN_IN_ID_PATTERN, 'The session id is not valid: it is not one this site hands out'),
});

/** Newest use first, the current sign-in at the top. */
export function orderSignIns(sessions: readonly SignIn[]): SignIn[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
}

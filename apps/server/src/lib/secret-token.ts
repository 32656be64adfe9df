import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret token (sent to the user) and its hash (stored). */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** How a secret token is stored: its SHA-256, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

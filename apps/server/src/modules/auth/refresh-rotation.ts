import type { Kysely, Selectable } from 'kysely';
import type { Database, RefreshTokensTable } from '../../db/schema';
import * as sessions from './session-repo';
import type { SignInClient } from './session-repo';
import { hashToken, replacementToken } from './tokens';

/**
 * How long a just-rotated refresh token still gets its replacement instead of counting as stolen:
 * two tabs (or a browser restoring tabs) refresh with the same cookie at once. Not a setting: it
 * only has to cover one round trip and has nothing to do with how a league plays.
 */
export const REFRESH_GRACE_MS = 10_000;
/** Tab A may rotate twice while tab B's request is on its way; a longer chain is not two tabs. */
const MAX_GRACE_HOPS = 3;

type RefreshRow = Selectable<RefreshTokensTable>;

export type Rotation =
  | { outcome: 'rotated' | 'grace'; userId: number; family: string; refreshToken: string }
  | { outcome: 'ended' }
  | { outcome: 'reused'; userId: number; family: string };

interface RotationInput {
  db: Kysely<Database>;
  secret: string;
  now: Date;
  ttlMs: number;
  token: string;
  client: SignInClient;
}

const isLive = (row: RefreshRow, now: Date) => !row.revoked_at && row.expires_at > now.toISOString();
const withinGrace = (usedAt: string, now: Date) => now.getTime() - Date.parse(usedAt) <= REFRESH_GRACE_MS;

/**
 * Rotates a refresh token: an unused one is marked used and replaced; a token rotated moments ago
 * gets the replacement already issued; any other used token is a replay (the caller revokes).
 */
export async function rotateRefreshToken(input: RotationInput): Promise<Rotation> {
  const { db, secret, now, token } = input;
  let row = await sessions.findRefreshToken(db, hashToken(token));
  if (!row || !isLive(row, now)) return { outcome: 'ended' };
  const session = { userId: row.user_id, family: row.family };
  if (!row.used_at) {
    const replacement = replacementToken(secret, token, row.family);
    const rotated = await sessions.rotateRefreshToken(db, {
      id: row.id,
      at: now.toISOString(),
      replacement: {
        ...session,
        tokenHash: hashToken(replacement),
        expiresAt: new Date(now.getTime() + input.ttlMs).toISOString(),
        createdAt: now.toISOString(),
        client: input.client,
      },
    });
    if (rotated) return { outcome: 'rotated', ...session, refreshToken: replacement };
    // A concurrent refresh of the same token won; its replacement is committed by now.
    row = await sessions.findRefreshToken(db, hashToken(token));
    if (!row || !isLive(row, now)) return { outcome: 'ended' };
  }
  const replacement = await replacementWithinGrace(input, row);
  return replacement
    ? { outcome: 'grace', ...session, refreshToken: replacement }
    : { outcome: 'reused', ...session };
}

/** Follows the rotations made from `row` inside the grace window to the token now current. */
async function replacementWithinGrace(input: RotationInput, row: RefreshRow): Promise<string | null> {
  const { db, secret, now } = input;
  let current = { token: input.token, row };
  for (let hop = 0; hop < MAX_GRACE_HOPS; hop += 1) {
    if (!current.row.used_at || !withinGrace(current.row.used_at, now)) return null;
    const next = replacementToken(secret, current.token, current.row.family);
    const nextRow = await sessions.findRefreshToken(db, hashToken(next));
    if (!nextRow || !isLive(nextRow, now)) return null;
    if (!nextRow.used_at) return next;
    current = { token: next, row: nextRow };
  }
  return null;
}

/** Read-only: whether a refresh with this token would continue the session. */
export async function refreshWouldSucceed(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const row = await sessions.findRefreshToken(db, hashToken(token));
  if (!row || !isLive(row, now)) return false;
  return !row.used_at || withinGrace(row.used_at, now);
}

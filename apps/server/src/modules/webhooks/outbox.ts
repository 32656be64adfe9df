import type { Db } from '../../db/schema';
import { claimIfDue, dueCandidates } from './outbox-repo';

/** How long a process holds a claimed delivery; past it, another process may take it (the first died). */
export const CLAIM_MS = 60_000;

/**
 * Claims those of `ids` that are still due for `owner`. Each is taken by one conditional UPDATE that only
 * matches while the row is still due, so of two processes racing for a row exactly one gets it.
 */
export async function claim(
  db: Db,
  { ids, now, owner }: { ids: number[]; now: Date; owner: string },
): Promise<number[]> {
  const at = now.toISOString();
  const claimed: number[] = [];
  for (const id of ids) {
    const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
    if (await claimIfDue(db, { id, at, owner, claimUntil })) claimed.push(id);
  }
  return claimed;
}

/** Claims up to `limit` due deliveries for `owner`, oldest first. */
export async function claimDue(
  db: Db,
  { now, owner, limit }: { now: Date; owner: string; limit: number },
): Promise<number[]> {
  const candidates = await dueCandidates(db, { now, limit });
  return claim(db, { ids: candidates.map((candidate) => candidate.id), now, owner });
}

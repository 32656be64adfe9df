/**
 * When a proposal expired, on the league's clock (docs/decisions/079): the moment its time ran out, however
 * much later the league noticed (a background pass after simulating weeks ahead); never after it was
 * noticed. Its thread, its decision and its proposer's notification carry this time.
 */
export function proposalExpiredAt(expiresAt: string | null, noticedAt: string): string {
  return expiresAt !== null && expiresAt < noticedAt ? expiresAt : noticedAt;
}

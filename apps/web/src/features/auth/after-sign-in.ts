/**
 * Where signing in leads: the dashboard, or back to an e-mail change link that sent the visitor to sign
 * in (its page passes `{ from }` as navigation state). Nothing else comes back, so no link can send a
 * person somewhere unexpected after they sign in.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/confirm-email\/[A-Za-z0-9_-]+$/.test(from) ? from : '/dashboard';
}

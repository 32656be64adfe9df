import { createHash } from 'node:crypto';
import { type SignIn, describeUserAgent, orderSignIns } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { AuthService } from './service';
import { revokeUserSessions } from './session-repo';
import { liveSignIns } from './sign-ins-repo';

/** The id the sessions list shows for a sign-in: derived from its family, and useless without a session of its user. */
export function signInId(family: string): string {
  return createHash('sha256').update(`sign-in:${family}`).digest('base64url').slice(0, 22);
}

interface Caller {
  userId: number;
  /** The caller's own sign-in; null for an access token from before families existed. */
  family: string | null;
}

export async function listSignIns(ctx: AppContext, caller: Caller): Promise<SignIn[]> {
  const rows = await liveSignIns(ctx.database.db, caller.userId, ctx.now().toISOString());
  return orderSignIns(
    rows.map((row) => ({
      id: signInId(row.family),
      device: describeUserAgent(row.user_agent),
      approximateIp: row.approximate_ip,
      signedInAt: row.signed_in_at,
      lastUsedAt: row.last_used_at,
      current: row.family === caller.family,
    })),
  );
}

/** Ends one of the caller's sign-ins; 404 for an id that is not one of theirs. Says whether it was the caller's own. */
export async function endSignIn(
  ctx: AppContext,
  auth: AuthService,
  input: Caller & { id: string },
): Promise<{ wasCurrent: boolean }> {
  const rows = await liveSignIns(ctx.database.db, input.userId, ctx.now().toISOString());
  const target = rows.find((row) => signInId(row.family) === input.id);
  if (!target) throw notFound('That session was not found. It may have ended already.');
  await auth.endSession(input.userId, target.family, 'revoked');
  return { wasCurrent: target.family === input.family };
}

/** Ends every sign-in of the caller but the one making the request, in one statement. Returns how many. */
export async function endOtherSignIns(ctx: AppContext, caller: Caller): Promise<number> {
  const others = (await liveSignIns(ctx.database.db, caller.userId, ctx.now().toISOString())).filter(
    (row) => row.family !== caller.family,
  );
  await revokeUserSessions(
    ctx.database.db,
    caller.userId,
    ctx.now().toISOString(),
    caller.family ?? undefined,
  );
  for (const row of others) await ctx.events.endSession(caller.userId, row.family, 'revoked');
  return others.length;
}

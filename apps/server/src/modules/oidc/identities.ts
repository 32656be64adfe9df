import { LAST_SIGN_IN_METHOD, type LinkedIdentities, canUnlinkIdentity } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { identitiesOfUser } from '../auth/api';
import { hasPassword } from '../auth/passwords';
import type { OidcClients } from './clients';
import * as repo from './repo';

/** The user's linked providers, for Account settings. */
export async function listIdentities(
  ctx: AppContext,
  clients: OidcClients,
  userId: number,
): Promise<LinkedIdentities> {
  const { db } = ctx.database;
  const [user, identities] = await Promise.all([
    repo.passwordHashOfUser(db, userId),
    identitiesOfUser(db, userId),
  ]);
  if (!user) throw notFound('Your account no longer exists.');
  return {
    hasPassword: hasPassword(user.password_hash),
    identities: identities.map((i) => ({
      provider: { name: i.provider, label: clients.label(i.provider) },
      email: i.email,
      linkedAt: i.created_at,
    })),
  };
}

/**
 * Unlinks a provider unless it is the account's last way in. The user's row is locked (PostgreSQL) so
 * two unlinks at once cannot each see the other's identity still there and leave none.
 */
export async function unlinkIdentity(ctx: AppContext, userId: number, provider: string): Promise<void> {
  const { db, kind } = ctx.database;
  await db.transaction().execute(async (trx) => {
    const user = await repo.passwordHashOfUser(trx, userId, kind === 'postgres');
    if (!user) throw notFound('Your account no longer exists.');
    const identities = await identitiesOfUser(trx, userId);
    if (!identities.some((i) => i.provider === provider)) {
      throw notFound('No account at that provider is linked to yours.');
    }
    if (
      !canUnlinkIdentity({ hasPassword: hasPassword(user.password_hash), identityCount: identities.length })
    ) {
      throw conflict(LAST_SIGN_IN_METHOD);
    }
    await repo.deleteIdentity(trx, userId, provider);
  });
}

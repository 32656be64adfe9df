import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { conflict } from '../../http/errors';
import { findTakenFields, insertUser, markEmailVerified } from '../users/api';
import { insertIdentity } from './repo';

export interface NewSocialAccount {
  username: string;
  email: string;
  /** The provider said it verified the address: the account starts verified. */
  emailVerified: boolean;
  passwordHash: string;
  identity: { provider: string; subject: string };
}

/** The user and its first identity, in one transaction: never an account nobody can sign in to. */
export async function createSocialAccount(ctx: AppContext, account: NewSocialAccount) {
  const now = ctx.now().toISOString();
  try {
    return await ctx.database.db.transaction().execute(async (trx) => {
      const taken = await findTakenFields(trx, account.email, account.username);
      if (taken.username) throw conflict('That username is already taken. Please choose another.');
      if (taken.email) {
        throw conflict('An account with this e-mail was made a moment ago. Please sign in instead.');
      }
      const userId = await insertUser(trx, {
        email: account.email,
        username: account.username,
        passwordHash: account.passwordHash,
        gmName: null,
        favoriteTeam: null,
        createdAt: now,
      });
      if (account.emailVerified) await markEmailVerified(trx, userId, now);
      await insertIdentity(trx, { userId, ...account.identity, email: account.email, createdAt: now });
      return { userId };
    });
  } catch (error) {
    // Another sign-up took the name, or the identity was linked, between the check and the insert.
    if (databaseErrorKind(error) === 'unique-violation') {
      throw conflict('That username or account was taken just now. Please try another username.');
    }
    throw error;
  }
}

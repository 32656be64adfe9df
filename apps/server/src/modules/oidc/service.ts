import { type SignInClient, identitiesOfUser } from '../auth/api';
import {
  type PendingSocialSignIn,
  type SocialSignInError,
  providerSignInIsFresh,
  safeReturnPath,
  suggestUsername,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { NO_PASSWORD, hasPassword } from '../auth/passwords';
import type { AuthService, SessionTokens } from '../auth/service';
import { findUserById, markEmailVerified } from '../users/api';
import { verificationMail } from '../../mail/templates';
import { newVerificationLink } from '../users/service';
import { OidcClients, ProviderRefused, authorizationUrl, exchangeCode, newFlowSecrets } from './clients';
import { type ProviderProfile, decideLink, decideSignIn } from './decide';
import type { OidcFlow, PendingIdentity } from './flow-cookies';
import * as repo from './repo';
import { createSocialAccount } from './social-account';

/** Where the browser goes next, and what to set on the way. */
export interface CallbackOutcome {
  location: string;
  session?: SessionTokens;
  /** The signed-in user proved it was them: a re-authentication to record for their sign-in. */
  proof?: { userId: number; sessionFamily: string | null };
  pending?: PendingIdentity;
  /** Why the provider's answer was refused, for the server log (the person sees only the error code). */
  problem?: unknown;
}

const PENDING_GONE =
  'This sign-in has expired or was already finished. Please start again with the provider button.';

export class OidcService {
  readonly clients: OidcClients;

  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {
    this.clients = new OidcClients(ctx.config.oidcProviders);
  }

  redirectUri(provider: string): string {
    return new URL(`/api/auth/oidc/${provider}/callback`, this.ctx.config.PUBLIC_URL).toString();
  }

  /**
   * Begins a sign-in, or for a signed-in user a link (which needs a recent proof) or a re-authentication:
   * the URL to send the browser to, and the flow to keep.
   */
  async start(
    providerName: string,
    options: {
      intent: OidcFlow['intent'];
      signedIn: { userId: number; sessionFamily: string | null } | null;
      /** The signed-in user proved it was them lately (a link needs it). */
      proven: boolean;
      returnTo: unknown;
    },
  ): Promise<{ location: string; flow?: OidcFlow }> {
    const provider = this.findProvider(providerName);
    const { intent, signedIn } = options;
    const from = intent === 'sign-in' ? '/login' : '/settings';
    if (intent !== 'sign-in' && !signedIn) return failed('/login', 'sign-in-required');
    if (intent === 'link' && !options.proven) return failed(from, 'reauthentication-required');
    const secrets = newFlowSecrets();
    const returnTo = safeReturnPath(options.returnTo);
    const flow: OidcFlow = {
      provider: provider.name,
      ...secrets,
      intent,
      ...(signedIn && intent !== 'sign-in'
        ? { userId: signedIn.userId, sessionFamily: signedIn.sessionFamily }
        : {}),
      ...(returnTo ? { returnTo } : {}),
    };
    try {
      const config = await this.clients.configuration(provider);
      const url = await authorizationUrl(config, provider, flow, this.redirectUri(provider.name));
      return { location: url.toString(), flow };
    } catch {
      return failed(from, 'provider-unavailable');
    }
  }

  /** The provider sent the browser back: sign in, link, or ask for a password or a username. */
  async callback(
    providerName: string,
    callbackUrl: URL,
    flow: OidcFlow | undefined,
    client: SignInClient,
  ): Promise<CallbackOutcome> {
    const provider = this.findProvider(providerName);
    const from = flow && flow.intent !== 'sign-in' ? '/settings' : '/login';
    if (!flow || flow.provider !== provider.name) return failed(from, 'invalid-state');
    let profile;
    try {
      profile = await exchangeCode(await this.clients.configuration(provider), callbackUrl, flow);
    } catch (error) {
      const outcome = failed(from, error instanceof ProviderRefused ? error.reason : 'provider-unavailable');
      return { ...outcome, problem: error instanceof ProviderRefused ? (error.cause ?? error) : error };
    }
    const { db } = this.ctx.database;
    const linked = await repo.findIdentity(db, provider.name, profile.subject);
    if (flow.intent === 'link' && flow.userId !== undefined) {
      return this.linkToSignedInUser(flow.userId, provider.name, profile, linked?.user_id);
    }
    if (flow.intent === 'reauthenticate' && flow.userId !== undefined) {
      const fresh = providerSignInIsFresh(profile.authTime, this.ctx.now());
      return reauthenticated(flow, linked?.user_id, fresh);
    }
    const accountWithEmail = profile.email ? await repo.findUserByEmail(db, profile.email) : undefined;
    const decision = decideSignIn({
      linkedUserId: linked?.user_id,
      profile,
      accountWithEmail: accountWithEmail && {
        id: accountWithEmail.id,
        hasPassword: hasPassword(accountWithEmail.password_hash),
      },
    });
    if (decision.kind === 'refused') return failed('/login', decision.error);
    if (decision.kind === 'sign-in') {
      return {
        location: flow.returnTo ?? '/dashboard',
        session: await this.auth.signIn(decision.userId, client),
      };
    }
    const next = decision.kind === 'needs-password' ? 'link-account' : 'choose-username';
    const pending: PendingIdentity = {
      provider: provider.name,
      ...profile,
      next,
      ...(decision.kind === 'needs-password' ? { userId: decision.userId } : {}),
      ...(flow.returnTo ? { returnTo: flow.returnTo } : {}),
    };
    return { location: next === 'link-account' ? '/link-account' : '/welcome/choose-username', pending };
  }

  /** Linking from Account settings: the identity joins the signed-in user unless it is someone else's. */
  private async linkToSignedInUser(
    userId: number,
    provider: string,
    profile: ProviderProfile,
    linkedUserId: number | undefined,
  ): Promise<CallbackOutcome> {
    const { db } = this.ctx.database;
    if (!(await findUserById(db, userId))) return failed('/login', 'sign-in-required');
    const mine = await identitiesOfUser(db, userId);
    const decision = decideLink({
      userId,
      linkedUserId,
      userHasProvider: mine.some((i) => i.provider === provider),
    });
    if (decision.kind === 'refused') return failed('/settings', decision.error);
    if (decision.kind === 'link' && !(await this.link(userId, provider, profile.subject, profile.email))) {
      return failed('/settings', 'identity-taken');
    }
    return { location: `/settings?linked=${encodeURIComponent(provider)}` };
  }

  /** What the link-account and choose-username pages show. */
  describePending(pending: PendingIdentity | undefined): PendingSocialSignIn {
    if (!pending) throw notFound(PENDING_GONE);
    return {
      provider: { name: pending.provider, label: this.clients.label(pending.provider) },
      email: pending.email,
      next: pending.next,
      suggestedUsername: suggestUsername(pending.email, pending.preferredUsername),
    };
  }

  /** The password of the account with the provider's e-mail: right, and the identity is linked and signed in. */
  async linkWithPassword(
    pending: PendingIdentity | undefined,
    password: string,
    ip: string,
    client: SignInClient,
  ) {
    if (!pending || pending.next !== 'link-account' || pending.userId === undefined)
      throw notFound(PENDING_GONE);
    const { db } = this.ctx.database;
    const user = await findUserById(db, pending.userId);
    // Counted as a sign-in with the account's username would be.
    if (!(await this.auth.passwordMatches(user, user?.username ?? '', password, ip)) || !user) {
      throw unauthorized('That password is not right for this account.');
    }
    // The account's address changed since the provider vouched for it.
    if (user.email !== pending.email) throw conflict(PENDING_GONE);
    const added = await this.link(user.id, pending.provider, pending.subject, pending.email);
    if (!added) throw conflict('That provider account was just linked elsewhere. Please start again.');
    // The provider vouched for the address the account was registered with.
    await markEmailVerified(db, user.id, this.ctx.now().toISOString());
    return { session: await this.auth.signIn(user.id, client), redirectTo: pending.returnTo ?? '/dashboard' };
  }

  /** A new account for the provider's identity, named by the person. */
  async createAccount(pending: PendingIdentity | undefined, username: string, client: SignInClient) {
    if (!pending || pending.next !== 'choose-username' || !pending.email) throw notFound(PENDING_GONE);
    const { userId } = await createSocialAccount(this.ctx, {
      username,
      email: pending.email,
      emailVerified: pending.emailVerified,
      passwordHash: NO_PASSWORD,
      identity: { provider: pending.provider, subject: pending.subject },
    });
    if (!pending.emailVerified) {
      const link = await newVerificationLink(this.ctx, userId);
      // Not awaited: the account is made either way, and the mailer logs a failure.
      void this.ctx.mailer.send(verificationMail(pending.email, username, link));
    }
    return { session: await this.auth.signIn(userId, client), redirectTo: pending.returnTo ?? '/dashboard' };
  }

  /** False when the identity was linked to someone in the meantime. */
  private async link(userId: number, provider: string, subject: string, email: string | null) {
    try {
      await repo.insertIdentity(this.ctx.database.db, {
        userId,
        provider,
        subject,
        email,
        createdAt: this.ctx.now().toISOString(),
      });
      return true;
    } catch (error) {
      if (databaseErrorKind(error) === 'unique-violation') return false;
      throw error;
    }
  }

  private findProvider(name: string) {
    const provider = this.clients.find(name);
    if (!provider) throw notFound('No such sign-in provider is set up on this Rinkside.');
    return provider;
  }
}

const failed = (page: string, error: SocialSignInError) => ({
  location: `${page}?social_error=${error}`,
});

/**
 * Back from a re-authentication: it counts only when the provider account that signed in just now is
 * linked to the user who started it; the browser returns to the page it came from, told so.
 */
function reauthenticated(flow: OidcFlow, linkedUserId: number | undefined, fresh: boolean): CallbackOutcome {
  const back = new URL(flow.returnTo ?? '/settings', 'http://rinkside.invalid');
  if (!fresh) {
    back.searchParams.set('social_error', 'reauthentication-stale');
    return { location: `${back.pathname}${back.search}` };
  }
  if (linkedUserId === undefined || linkedUserId !== flow.userId) {
    back.searchParams.set('social_error', 'reauthentication-mismatch');
    return { location: `${back.pathname}${back.search}` };
  }
  back.searchParams.set('reauthenticated', flow.provider);
  return {
    location: `${back.pathname}${back.search}`,
    proof: { userId: linkedUserId, sessionFamily: flow.sessionFamily ?? null },
  };
}

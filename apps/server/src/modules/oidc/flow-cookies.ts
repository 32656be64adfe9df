import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';

/** A sign-in on its way to the provider: what the callback checks its answer against. */
export interface OidcFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: 'sign-in' | 'link' | 'reauthenticate';
  /** The signed-in user linking a provider or confirming it is them (intents 'link', 'reauthenticate'). */
  userId?: number;
  /** Their sign-in, which a re-authentication's proof is bound to. */
  sessionFamily?: string | null;
  returnTo?: string;
}

/** Back from the provider, waiting for the account's password or a username. */
export interface PendingIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  next: 'link-account' | 'choose-username';
  /** The account whose password is asked for (next 'link-account'). */
  userId?: number;
  returnTo?: string;
}

const FLOW_COOKIE = 'rs_oidc_flow';
const PENDING_COOKIE = 'rs_oidc_pending';
const COOKIE_PATH = '/api/auth/oidc';
// Long enough to sign in at the provider or fill in one short form; a left tab's half sign-in dies soon.
const LIFETIME_SECONDS = 10 * 60;
const ISSUER = 'rinkside-oidc';

/**
 * Both live in short-lived httpOnly cookies as signed tokens, not in the database (docs/decisions/042):
 * a token signed for one purpose (audience) is refused for the other, and access tokens have neither.
 */
export class OidcCookies {
  private readonly key: Uint8Array;

  constructor(
    private readonly config: Config,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
  }

  async setFlow(reply: FastifyReply, flow: OidcFlow) {
    this.set(reply, FLOW_COOKIE, await this.seal('flow', flow));
  }

  /** The flow this browser started, once: reading it clears the cookie. */
  flow(request: FastifyRequest, reply: FastifyReply): Promise<OidcFlow | undefined> {
    reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
    return this.open<OidcFlow>('flow', request.cookies[FLOW_COOKIE]);
  }

  async setPending(reply: FastifyReply, pending: PendingIdentity) {
    this.set(reply, PENDING_COOKIE, await this.seal('pending', pending));
  }

  pending(request: FastifyRequest): Promise<PendingIdentity | undefined> {
    return this.open<PendingIdentity>('pending', request.cookies[PENDING_COOKIE]);
  }

  clearPending(reply: FastifyReply) {
    reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
  }

  private set(reply: FastifyReply, name: string, value: string) {
    reply.setCookie(name, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      sameSite: 'lax',
      secure: this.config.PUBLIC_URL.startsWith('https://'),
      maxAge: LIFETIME_SECONDS,
    });
  }

  private seal(audience: string, data: object): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ data })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + LIFETIME_SECONDS)
      .sign(this.key);
  }

  private async open<T>(audience: string, token: string | undefined): Promise<T | undefined> {
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      return payload.data as T;
    } catch {
      return undefined;
    }
  }
}

import {
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_WINDOW_MS,
  type ReauthenticationMethod,
  type ReauthenticationProof,
  type ReauthenticationStatus,
  hasRecentProof,
  proofExpiresAt,
  reauthenticationMessage,
  reauthenticationMethod,
} from '@rinkside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { getUser } from '../users/service';
import { linkedProvidersOf } from './identities-repo';
import { hasPassword } from './passwords';

const PROOF_COOKIE = 'rs_reauth';
// Every sensitive route is under /api/user or /api/auth.
const PROOF_PATH = '/api';
const AUDIENCE = 'reauthentication';
const ISSUER = 'rinkside';

/** The caller as requireUser left it. */
interface Caller {
  userId: number;
  sessionFamily: string | null;
}

/**
 * Proofs that the person at the keyboard is the account's owner (docs/decisions/058): a signed,
 * httpOnly cookie bound to the user and the sign-in it was made in, for ten minutes. A cookie rather than
 * a column of the sign-in: whoever holds only the session cookie does not inherit a proof its owner made.
 */
export class ReauthenticationProofs {
  private readonly key: Uint8Array;

  constructor(private readonly ctx: AppContext) {
    this.key = new TextEncoder().encode(ctx.config.JWT_SECRET);
  }

  /** Records a proof made now by `caller`'s sign-in. */
  async prove(reply: FastifyReply, caller: Caller, method: ReauthenticationMethod) {
    const provenAt = this.ctx.now();
    const seconds = Math.floor(provenAt.getTime() / 1000);
    const token = await new SignJWT({ sid: caller.sessionFamily, at: provenAt.getTime(), method })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(caller.userId))
      .setIssuedAt(seconds)
      // The rule in the domain decides; the token only has to outlive it.
      .setExpirationTime(seconds + REAUTHENTICATION_WINDOW_MS / 1000 + 60)
      .sign(this.key);
    reply.setCookie(PROOF_COOKIE, token, {
      path: PROOF_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.config.PUBLIC_URL.startsWith('https://'),
      maxAge: REAUTHENTICATION_WINDOW_MS / 1000,
    });
    return proofExpiresAt(provenAt);
  }

  clear(reply: FastifyReply) {
    reply.clearCookie(PROOF_COOKIE, { path: PROOF_PATH });
  }

  /** Whether the caller may make a sensitive change now, and what the confirm dialog asks for. */
  async status(request: FastifyRequest & Caller): Promise<ReauthenticationStatus> {
    const user = await getUser(this.ctx, request.userId);
    const method = reauthenticationMethod({ hasPassword: hasPassword(user.password_hash) });
    const proof = await this.read(request);
    const recent = hasRecentProof(proof, this.callerOf(request), this.ctx.now());
    return {
      recent,
      expiresAt: recent && proof ? proofExpiresAt(proof.provenAt).toISOString() : null,
      method,
    };
  }

  /** Whether `caller` (signed in with this request's cookies) proved it was them in the last ten minutes. */
  async isRecent(request: FastifyRequest, caller: Caller): Promise<boolean> {
    return hasRecentProof(await this.read(request), this.callerOf(caller), this.ctx.now());
  }

  /** 403 ReauthenticationRequired unless the caller proved it was them in the last ten minutes. */
  async require(request: FastifyRequest & Caller): Promise<void> {
    if (await this.isRecent(request, request)) return;
    const user = await getUser(this.ctx, request.userId);
    const providers = await linkedProvidersOf(this.ctx.database.db, user.id);
    const labelOf = (name: string) =>
      this.ctx.config.oidcProviders.find((p) => p.name === name)?.label ?? name;
    const message = reauthenticationMessage({
      hasPassword: hasPassword(user.password_hash),
      providerLabels: providers.map(labelOf),
    });
    throw forbidden(message, REAUTHENTICATION_REQUIRED);
  }

  private callerOf = (request: Caller) => ({ userId: request.userId, session: request.sessionFamily });

  private async read(request: FastifyRequest): Promise<ReauthenticationProof | null> {
    const token = request.cookies[PROOF_COOKIE];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.ctx.now(),
      });
      const userId = Number(payload.sub);
      const { sid, at, method } = payload;
      if (!Number.isInteger(userId) || typeof at !== 'number') return null;
      if (sid !== null && typeof sid !== 'string') return null;
      if (method !== 'password' && method !== 'provider') return null;
      return { userId, session: sid, provenAt: new Date(at), method };
    } catch {
      return null;
    }
  }
}

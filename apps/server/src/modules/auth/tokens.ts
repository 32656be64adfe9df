import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// Secret tokens (mail links, refresh tokens) are made and hashed in one place.
export { hashToken, newSecretToken } from '../../lib/secret-token';

/**
 * The refresh token that replaces `token` when it is rotated. Derived, not random, so a second
 * refresh with the same token moments later (another tab) can be handed the same replacement
 * without the raw token ever being stored (docs/decisions/007).
 */
export function replacementToken(secret: string, token: string, family: string): string {
  return createHmac('sha256', secret).update(`refresh-rotation:${family}:${token}`).digest('base64url');
}

export interface AccessClaims {
  userId: number;
  /** The sign-in (refresh token family) this token was issued for; absent in tokens from before it existed. */
  family?: string;
}

export interface VerifiedAccess extends AccessClaims {
  expiresAt: Date;
}

/** Tokens remembered as verified; the oldest goes first past this many. */
const VERIFIED_KEPT = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims: a browser sends the same token with each request
   * until it expires, and checking its signature again each time cost the main thread more than every other
   * step of a cached answer. A token is its own key, so one that differs by a byte is checked anew; its
   * expiry is checked on every use.
   */
  private readonly verified = new Map<string, VerifiedAccess>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT(claims.family ? { sid: claims.family } : {})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .setIssuer('rinkside')
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a missing, forged or expired one. */
  async verify(token: string | undefined): Promise<VerifiedAccess | null> {
    if (!token) return null;
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > this.now().getTime()) return known;
      this.verified.delete(token);
      return null;
    }
    const checked = await this.check(token);
    if (checked) {
      if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, Object.freeze(checked));
    }
    return checked;
  }

  private async check(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'rinkside',
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || payload.exp === undefined) return null;
      const expiresAt = new Date(payload.exp * 1000);
      return typeof payload.sid === 'string'
        ? { userId, family: payload.sid, expiresAt }
        : { userId, expiresAt };
    } catch {
      return null;
    }
  }
}

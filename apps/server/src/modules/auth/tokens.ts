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

export class AccessTokens {
  private readonly key: Uint8Array;
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

import { randomUUID } from 'node:crypto';
import { AUTH_ERROR, type LoginRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { findUserByLogin } from '../users/repo';
import { AttemptLimiter } from './attempt-limiter';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import * as sessions from './session-repo';
import { AccessTokens, hashToken, newSecretToken } from './tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const WRONG_CREDENTIALS = 'Invalid username or password';

export class AuthService {
  readonly accessTokens: AccessTokens;
  private readonly byIp: AttemptLimiter;
  private readonly byUsername: AttemptLimiter;

  constructor(private readonly ctx: AppContext) {
    const { config, now } = ctx;
    this.accessTokens = new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, now);
    const windowMs = config.LOGIN_RATE_WINDOW_SECONDS * 1000;
    this.byIp = new AttemptLimiter(config.LOGIN_RATE_LIMIT * 5, windowMs, now);
    this.byUsername = new AttemptLimiter(config.LOGIN_RATE_LIMIT, windowMs, now);
  }

  async login(input: LoginRequest, ip: string): Promise<SessionTokens> {
    const usernameKey = `user:${input.username.toLowerCase()}`;
    if (!this.byIp.hit(`ip:${ip}`) || !this.byUsername.hit(usernameKey)) {
      throw tooManyRequests('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    const user = await findUserByLogin(this.ctx.database.db, input.username);
    const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!user || !passwordOk) throw unauthorized(WRONG_CREDENTIALS);
    if (!user.email_verified_at) {
      throw forbidden(
        'Please verify your email before signing in. Check your inbox, or send a new verification link.',
        AUTH_ERROR.emailNotVerified,
      );
    }
    this.byUsername.reset(usernameKey);
    return this.startSession(user.id, randomUUID());
  }

  /** Rotates the refresh token; replaying a used one revokes every token of its sign-in. */
  async refresh(refreshToken: string | undefined): Promise<SessionTokens & { userId: number }> {
    const { db } = this.ctx.database;
    if (!refreshToken) throw unauthorized('Your session has ended. Please sign in again.');
    const stored = await sessions.findRefreshToken(db, hashToken(refreshToken));
    const now = this.ctx.now().toISOString();
    if (!stored || stored.revoked_at || stored.expires_at <= now) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    if (stored.used_at || !(await sessions.useRefreshToken(db, stored.id, now))) {
      await sessions.revokeFamily(db, stored.family, now);
      throw unauthorized(
        'This session was used elsewhere and has been ended for your safety. Please sign in again.',
      );
    }
    const tokens = await this.startSession(stored.user_id, stored.family);
    return { ...tokens, userId: stored.user_id };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const { db } = this.ctx.database;
    const stored = await sessions.findRefreshToken(db, hashToken(refreshToken));
    if (stored) await sessions.revokeFamily(db, stored.family, this.ctx.now().toISOString());
  }

  private async startSession(userId: number, family: string): Promise<SessionTokens> {
    const now = this.ctx.now();
    const { token, hash } = newSecretToken();
    const ttlMs = this.ctx.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    await sessions.insertRefreshToken(this.ctx.database.db, {
      userId,
      family,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      createdAt: now.toISOString(),
    });
    return { accessToken: await this.accessTokens.sign({ userId }), refreshToken: token };
  }
}

import { randomUUID } from 'node:crypto';
import { AUTH_ERROR, type LoginRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { SessionEndReason } from '../../events/event-bus';
import { forbidden, unauthorized } from '../../http/errors';
import { type UserRow, findUserByLogin } from '../users/api';
import { LoginGuard } from './login-guard';
import { ReauthenticationProofs } from './reauthentication-proofs';
import { DUMMY_PASSWORD_HASH, hasPassword } from './passwords';
import * as sessions from './session-repo';
import type { SignInClient } from './session-repo';
import { refreshWouldSucceed, rotateRefreshToken } from './refresh-rotation';
import { AccessTokens, hashToken, newSecretToken } from './tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const WRONG_CREDENTIALS = 'Invalid username or password';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export class AuthService {
  readonly accessTokens: AccessTokens;
  /** Recent proofs that the person is the account's owner, which sensitive changes ask for. */
  readonly proofs: ReauthenticationProofs;
  private readonly loginGuard: LoginGuard;

  constructor(private readonly ctx: AppContext) {
    const { config, now } = ctx;
    this.accessTokens = new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, now);
    this.loginGuard = new LoginGuard(config, now);
    this.proofs = new ReauthenticationProofs(ctx);
  }

  async login(input: LoginRequest, ip: string, client: SignInClient): Promise<SessionTokens> {
    const user = await findUserByLogin(this.ctx.database.db, input.username);
    if (!(await this.passwordMatches(user, input.username, input.password, ip)) || !user) {
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (!user.email_verified_at) {
      throw forbidden(
        'Please verify your email before signing in. Check your inbox, or send a new verification link.',
        AUTH_ERROR.emailNotVerified,
      );
    }
    return this.startSession(user.id, randomUUID(), client);
  }

  /**
   * Checks the password under the sign-in limits. An account made with a social provider has none:
   * it is checked against the dummy hash, so it fails in the time a wrong password takes.
   */
  async passwordMatches(user: UserRow | undefined, login: string, password: string, ip: string) {
    // Keyed on the name typed, never on the account it resolves to: were a username's lock to lock its
    // e-mail too, a guesser could learn which e-mail belongs to which username (docs/decisions/058).
    const attempt = this.loginGuard.begin(ip, login.trim().toLowerCase());
    const usable = user !== undefined && hasPassword(user.password_hash);
    const passwordOk = await this.ctx.memory.passwords
      .verify(password, usable ? user.password_hash : DUMMY_PASSWORD_HASH)
      .catch((error: unknown) => {
        attempt.abandoned();
        throw error;
      });
    if (!usable || !passwordOk) return false;
    attempt.succeeded();
    return true;
  }

  /** Starts a new sign-in for the user, as a right password does: social sign-in ends here too. */
  signIn(userId: number, client: SignInClient): Promise<SessionTokens> {
    return this.startSession(userId, randomUUID(), client);
  }

  /**
   * Rotates the refresh token. A token rotated moments ago (another tab) gets the replacement
   * already issued; replaying it later revokes every token of its sign-in (docs/decisions/007).
   */
  async refresh(
    refreshToken: string | undefined,
    client: SignInClient,
  ): Promise<SessionTokens & { userId: number }> {
    if (!refreshToken) throw unauthorized(SESSION_ENDED);
    const { config, database } = this.ctx;
    const now = this.ctx.now();
    const rotation = await rotateRefreshToken({
      db: database.db,
      secret: config.JWT_SECRET,
      now,
      ttlMs: config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
      token: refreshToken,
      client,
    });
    if (rotation.outcome === 'ended') throw unauthorized(SESSION_ENDED);
    if (rotation.outcome === 'reused') {
      await this.endSession(rotation.userId, rotation.family, 'revoked');
      throw unauthorized(
        'This session was used elsewhere and has been ended for your safety. Please sign in again.',
      );
    }
    const { userId, family } = rotation;
    const accessToken = await this.accessTokens.sign({ userId, family });
    return { accessToken, refreshToken: rotation.refreshToken, userId };
  }

  /** Read-only, for check-session: a valid access token of a live sign-in, or a refresh token that would refresh. */
  async isSignedIn(cookies: { accessToken?: string; refreshToken?: string }): Promise<boolean> {
    const claims = await this.accessTokens.verify(cookies.accessToken);
    if (claims && (!claims.family || (await this.isSessionActive(claims.family)))) return true;
    if (!cookies.refreshToken) return false;
    return refreshWouldSucceed(this.ctx.database.db, cookies.refreshToken, this.ctx.now());
  }

  /** Whether the sign-in has not been ended (logout, replay): live streams check it when they open. */
  isSessionActive(family: string): Promise<boolean> {
    return sessions.familyIsActive(this.ctx.database.db, family);
  }

  /** Ends this sign-in (found by its refresh token, else by the access token's family) everywhere. */
  async logout(cookies: { accessToken?: string; refreshToken?: string }): Promise<void> {
    const { db } = this.ctx.database;
    const stored = cookies.refreshToken
      ? await sessions.findRefreshToken(db, hashToken(cookies.refreshToken))
      : undefined;
    if (stored) return this.endSession(stored.user_id, stored.family, 'signed-out');
    const claims = await this.accessTokens.verify(cookies.accessToken);
    if (claims?.family) await this.endSession(claims.userId, claims.family, 'signed-out');
  }

  /** Revokes the family and ends its live event streams on every server process. */
  async endSession(userId: number, family: string, reason: SessionEndReason): Promise<void> {
    await sessions.revokeFamily(this.ctx.database.db, family, this.ctx.now().toISOString());
    await this.ctx.events.endSession(userId, family, reason);
  }

  private async startSession(userId: number, family: string, client: SignInClient): Promise<SessionTokens> {
    const now = this.ctx.now();
    const { token, hash } = newSecretToken();
    const ttlMs = this.ctx.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    await sessions.insertRefreshToken(this.ctx.database.db, {
      userId,
      family,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      createdAt: now.toISOString(),
      client,
    });
    return { accessToken: await this.accessTokens.sign({ userId, family }), refreshToken: token };
  }
}

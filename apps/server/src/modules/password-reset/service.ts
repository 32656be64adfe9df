import { AUTH_ERROR, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordRequest } from '@rinkside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { passwordResetMail } from '../../mail/templates';
import { hashToken, newSecretToken } from '../auth/tokens';
import * as repo from './repo';
import { ResetRequestLimits } from './request-limits';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
const LINK_NOT_VALID =
  'This reset link is not valid: it is unknown, has already been used, or a newer link replaced it. ' +
  'Ask for a new one.';
const LINK_EXPIRED = 'This reset link has expired: links are good for one hour. Ask for a new one.';

/** Password reset by e-mailed link (docs/decisions/039). */
export class PasswordResets {
  private readonly limits: ResetRequestLimits;
  /** Links being prepared and mailed after their request was answered. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: AppContext) {
    this.limits = new ResetRequestLimits(ctx.config, ctx.now);
  }

  /**
   * Counts the request, then prepares and mails the link without making the caller wait for it: an
   * address no account uses is answered as quickly, and in the same words, as an account's.
   */
  request(email: string, ip: string, log: FastifyBaseLogger): void {
    this.limits.take(ip, email);
    const work = this.mailLink(email).catch((error: unknown) => {
      log.error({ err: error }, 'Could not prepare a password reset link');
    });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Resolves once every link asked for so far is mailed (or failed): before the app closes. */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** Sets the new password with the link's token, once; ends every sign-in of the account. */
  async reset({ token, password }: ResetPasswordRequest): Promise<void> {
    const { database, events } = this.ctx;
    const link = await repo.findResetLink(database.db, hashToken(token));
    if (!link || link.used_at) throw badRequest(LINK_NOT_VALID, AUTH_ERROR.tokenInvalid);
    if (link.expires_at <= this.ctx.now().toISOString())
      throw badRequest(LINK_EXPIRED, AUTH_ERROR.tokenExpired);
    const passwordHash = await this.ctx.memory.passwords.hash(password);
    const at = this.ctx.now().toISOString();
    const ended = await repo.completeReset(database.db, {
      linkId: link.id,
      userId: link.user_id,
      passwordHash,
      at,
    });
    if (!ended) throw badRequest(LINK_NOT_VALID, AUTH_ERROR.tokenInvalid);
    // Open live streams of those sign-ins close now, on every server process.
    await Promise.all(ended.map((family) => events.endSession(link.user_id, family, 'revoked')));
  }

  private async mailLink(email: string): Promise<void> {
    const { config, database, mailer } = this.ctx;
    const user = await repo.findUserByEmail(database.db, email);
    if (!user) return;
    const { token, hash } = newSecretToken();
    const now = this.ctx.now();
    await repo.replaceResetLinks(database.db, {
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const link = new URL(`/reset-password/${token}`, config.PUBLIC_URL).toString();
    await mailer.send(passwordResetMail(user.email, user.username, link));
  }
}

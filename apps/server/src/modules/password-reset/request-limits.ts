import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { AttemptLimiter } from '../auth/attempt-limiter';

/**
 * How often reset links may be asked for (docs/decisions/039): RESET_RATE_LIMIT a window per address
 * typed, whether or not an account uses it (so the limit tells nothing), and five times that per IP.
 * Every request counts: a link is mailed whatever the outcome looks like to the asker.
 */
export class ResetRequestLimits {
  private readonly perEmail: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;
  private readonly waitText: string;

  constructor(config: Pick<Config, 'RESET_RATE_LIMIT' | 'RESET_RATE_WINDOW_SECONDS'>, now: () => Date) {
    const windowMs = config.RESET_RATE_WINDOW_SECONDS * 1000;
    this.perEmail = new AttemptLimiter(config.RESET_RATE_LIMIT, windowMs, now);
    this.perAddress = new AttemptLimiter(config.RESET_RATE_LIMIT * 5, windowMs, now);
    const minutes = Math.ceil(config.RESET_RATE_WINDOW_SECONDS / 60);
    this.waitText = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  }

  /** Counts one request for `email` from `ip`; 429 with a message that says which limit, when spent. */
  take(ip: string, email: string): void {
    if (!this.perEmail.allows(email)) {
      throw tooManyRequests(
        'Too many reset links were asked for this address. Use the newest one in your inbox ' +
          `(check the spam folder too), or ask again in ${this.waitText}.`,
      );
    }
    if (!this.perAddress.allows(ip)) {
      throw tooManyRequests(
        `Too many password reset requests from your network. Please try again in ${this.waitText}.`,
      );
    }
    this.perEmail.hit(email);
    this.perAddress.hit(ip);
  }
}

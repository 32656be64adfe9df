import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { AttemptLimiter } from './attempt-limiter';

/** One sign-in in progress: counted as failed unless it says otherwise. */
export interface LoginAttempt {
  /** The password was right: the attempt is taken back and this address starts afresh. */
  succeeded(): void;
  /** The password could not be checked (server busy): the attempt is taken back. */
  abandoned(): void;
}

/**
 * Sign-in limits (docs/decisions/008). Only failed attempts count, so a right password never
 * uses up anyone's allowance:
 * - per name typed and address, LOGIN_RATE_LIMIT a window: the lock a guesser runs into, which a
 *   stranger cannot turn on the account's owner at another address;
 * - per name typed from anywhere, five times that: slow guessing from many addresses;
 * - per address, five times that: one address trying many accounts.
 */
export class LoginGuard {
  private readonly perAccountAndAddress: AttemptLimiter;
  private readonly perAccount: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;

  constructor(config: Pick<Config, 'LOGIN_RATE_LIMIT' | 'LOGIN_RATE_WINDOW_SECONDS'>, now: () => Date) {
    const windowMs = config.LOGIN_RATE_WINDOW_SECONDS * 1000;
    this.perAccountAndAddress = new AttemptLimiter(config.LOGIN_RATE_LIMIT, windowMs, now);
    this.perAccount = new AttemptLimiter(config.LOGIN_RATE_LIMIT * 5, windowMs, now);
    this.perAddress = new AttemptLimiter(config.LOGIN_RATE_LIMIT * 5, windowMs, now);
  }

  /**
   * Reserves one attempt at `account` (the name typed, lower-cased, whether or not such a user exists:
   * an account's username and e-mail are counted apart, so a lock says nothing about which e-mail a
   * username has) from `ip` before the password is checked, so parallel tries cannot slip past the
   * limit; 429 when spent.
   */
  begin(ip: string, account: string): LoginAttempt {
    const counts: [AttemptLimiter, string][] = [
      [this.perAccountAndAddress, `${account} ${ip}`],
      [this.perAccount, account],
      [this.perAddress, ip],
    ];
    if (!counts.every(([limiter, key]) => limiter.allows(key))) {
      throw tooManyRequests('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    for (const [limiter, key] of counts) limiter.hit(key);
    const refund = () => {
      for (const [limiter, key] of counts) limiter.refund(key);
    };
    return {
      succeeded: () => {
        refund();
        this.perAccountAndAddress.reset(`${account} ${ip}`);
      },
      abandoned: refund,
    };
  }
}

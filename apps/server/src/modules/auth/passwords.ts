import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http/errors';

const KEY_LENGTH = 64;
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLEL = 1;

// Each scrypt takes ~16 MB and tens of milliseconds of a libuv thread, which file and DNS work share:
// two at once leave the rest of the server room, and the waiting line stays under a second or so.
const MAX_RUNNING = 2;
const MAX_WAITING = 32;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallel: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallel, maxmem: 256 * cost * blockSize },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLEL);
  return ['scrypt', COST, BLOCK_SIZE, PARALLEL, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(cost),
    Number(blockSize),
    Number(parallel),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * users.password_hash of an account made with a social provider (docs/decisions/042): not a hash of
 * anything, and not of the `scrypt$` form, so no password ever verifies against it.
 */
export const NO_PASSWORD = 'none';

/** Whether the account can sign in with a password at all. */
export const hasPassword = (passwordHash: string) => passwordHash.startsWith('scrypt$');

/** Checked against when the user does not exist, so both failures take the same time. */
export const DUMMY_PASSWORD_HASH = await hashPassword('rinkside-dummy-password');

/**
 * Hashes and checks passwords a few at a time, so a flood of sign-ins cannot starve every other
 * request. One per app (in its memory): two apps in one process keep separate queues.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning = MAX_RUNNING,
    private readonly maxWaiting = MAX_WAITING,
  ) {}

  hash(password: string): Promise<string> {
    return this.inTurn(() => hashPassword(password));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.inTurn(() => verifyPassword(password, stored));
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw serverBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const serverBusy = () =>
  new HttpError(
    503,
    'The server is busy signing people in. Please try again in a few seconds.',
    'Service Unavailable',
  );

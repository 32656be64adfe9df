import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { NO_PASSWORD, PasswordHasher, hasPassword } from './passwords';

describe('PasswordHasher', () => {
  it('checks a password against its own hash and no other', async () => {
    const hasher = new PasswordHasher();
    const stored = await hasher.hash('correct-horse-9');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await hasher.verify('correct-horse-9', stored)).toBe(true);
    expect(await hasher.verify('correct-horse-8', stored)).toBe(false);
  });

  it('never verifies any password against the no-password marker', async () => {
    const hasher = new PasswordHasher();
    expect(hasPassword(NO_PASSWORD)).toBe(false);
    expect(hasPassword(await hasher.hash('x'))).toBe(true);
    for (const attempt of ['', 'none', NO_PASSWORD, 'scrypt']) {
      expect(await hasher.verify(attempt, NO_PASSWORD)).toBe(false);
    }
  });

  it('turns work away with 503 once the running and waiting places are full, and takes it again after', async () => {
    const hasher = new PasswordHasher(1, 1);
    const stored = await hasher.hash('correct-horse-9');
    const running = hasher.verify('correct-horse-9', stored);
    const waiting = hasher.verify('wrong', stored);
    await expect(hasher.verify('correct-horse-9', stored)).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/busy.*try again in a few seconds/),
    } satisfies Partial<HttpError>);
    expect([await running, await waiting]).toEqual([true, false]);
    expect(await hasher.verify('correct-horse-9', stored)).toBe(true);
  });

  it('keeps a queue per hasher: one app busy does not refuse another', async () => {
    const [busy, idle] = [new PasswordHasher(1, 0), new PasswordHasher(1, 0)];
    const stored = await idle.hash('correct-horse-9');
    const running = busy.verify('x', stored);
    await expect(busy.verify('x', stored)).rejects.toBeInstanceOf(HttpError);
    expect(await idle.verify('correct-horse-9', stored)).toBe(true);
    await running;
  });
});

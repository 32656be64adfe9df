import { describe, expect, it } from 'vitest';
import { WriterLock } from './writer-lock';

/** Takes the lock for `name`, noting when it has it. */
function take(lock: WriterLock, order: string[], name: string, inBackground = false) {
  return lock.lock(inBackground).then(() => order.push(name));
}

describe('WriterLock', () => {
  it('hands the lock to one holder at a time, in arrival order', async () => {
    const lock = new WriterLock();
    const order: string[] = [];
    await take(lock, order, 'a');
    const waiting = [take(lock, order, 'b'), take(lock, order, 'c')];
    await Promise.resolve();
    expect(order).toEqual(['a']);
    lock.unlock();
    await waiting[0];
    expect(order).toEqual(['a', 'b']);
    lock.unlock();
    await waiting[1];
    expect(order).toEqual(['a', 'b', 'c']);
    lock.unlock();
    await take(lock, order, 'd');
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it("lets a request's write go before background writes that waited longer", async () => {
    const lock = new WriterLock();
    const order: string[] = [];
    await take(lock, order, 'batch 1', true);
    const waiting = [
      take(lock, order, 'batch 2', true),
      take(lock, order, 'batch 3', true),
      take(lock, order, 'message'),
    ];
    for (let i = 0; i < 3; i++) {
      lock.unlock();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waiting);
    expect(order).toEqual(['batch 1', 'message', 'batch 2', 'batch 3']);
  });
});

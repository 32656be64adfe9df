import { describe, expect, it } from 'vitest';
import { SharedWriteTurn } from './shared-write-turn';
import { WriterLock } from './writer-lock';

/** The two sides of one turn, as the main thread and the batch thread each hold theirs. */
function sides() {
  const memory = SharedWriteTurn.memory();
  return { main: new SharedWriteTurn(memory, 'main'), background: new SharedWriteTurn(memory, 'background') };
}

/** Lets pending waits settle: Atomics.waitAsync resolves on a later turn of the event loop. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('SharedWriteTurn', () => {
  it('lets one side write at a time: the main thread waits while the batch thread holds the turn', async () => {
    const { main, background } = sides();
    await background.take();
    let mainHas = false;
    const mainTakes = main.take().then(() => (mainHas = true));
    await settle();
    expect(mainHas).toBe(false);
    background.give();
    await mainTakes;
    expect(mainHas).toBe(true);
  });

  it('keeps the batch thread waiting while the main thread holds the turn', async () => {
    const { main, background } = sides();
    await main.take();
    let backgroundHas = false;
    const backgroundTakes = background.take().then(() => (backgroundHas = true));
    await settle();
    expect(backgroundHas).toBe(false);
    main.give();
    await backgroundTakes;
    expect(backgroundHas).toBe(true);
  });

  it("gives the turn to the main thread's waiting write before the batch thread's, whoever waited first", async () => {
    const { main, background } = sides();
    const other = new SharedWriteTurn(main.memory, 'main');
    await main.take();
    const order: string[] = [];
    const backgroundTakes = background.take().then(() => order.push('batch'));
    await settle();
    const otherTakes = other.take().then(() => order.push('request'));
    await settle();
    expect(background.owed()).toBe(true);
    main.give();
    await otherTakes;
    await settle();
    expect(order).toEqual(['request']);
    other.give();
    await backgroundTakes;
    expect(order).toEqual(['request', 'batch']);
    expect(background.owed()).toBe(false);
  });

  it("makes the batch thread's connection hand the turn over between two of its own batches when a request waits", async () => {
    const { main, background } = sides();
    const batches = new WriterLock(background);
    await batches.lock(true);
    const order: string[] = [];
    const secondBatch = batches.lock(true).then(() => order.push('second batch'));
    const request = main.take().then(() => order.push('request'));
    await settle();
    batches.unlock();
    await request;
    await settle();
    expect(order).toEqual(['request']);
    main.give();
    await secondBatch;
    expect(order).toEqual(['request', 'second batch']);
    batches.unlock();
  });
});

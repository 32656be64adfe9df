import { describe, expect, it } from 'vitest';
import { Slots } from './slots';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('lets `size` holders in at once and the next in when one gives its slot back, in arrival order', async () => {
    const slots = new Slots(2);
    const order: string[] = [];
    const hold = (name: string) => slots.take().then((give) => (order.push(name), give));
    const [a, b] = await Promise.all([hold('a'), hold('b')]);
    const c = hold('c');
    const d = hold('d');
    await turn();
    expect(order).toEqual(['a', 'b']);
    b();
    await turn();
    expect(order).toEqual(['a', 'b', 'c']);
    a();
    await turn();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    (await c)();
    (await d)();
    // Every slot is free again: two come in at once.
    await Promise.all([hold('e'), hold('f')]);
    expect(order.slice(-2)).toEqual(['e', 'f']);
  });

  it('counts a slot given back twice once', async () => {
    const slots = new Slots(1);
    const give = await slots.take();
    give();
    give();
    const order: string[] = [];
    void slots.take().then(() => order.push('first'));
    void slots.take().then(() => order.push('second'));
    await turn();
    expect(order).toEqual(['first']);
  });
});

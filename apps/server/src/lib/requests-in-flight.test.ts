import { describe, expect, it } from 'vitest';
import { RequestsInFlight } from './requests-in-flight';

/** Whether the promise has settled after the current turn's callbacks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('RequestsInFlight', () => {
  it('is quiet at once with no request in flight', async () => {
    expect(await settled(new RequestsInFlight().quiet(10_000))).toBe(true);
  });

  it('waits for the last request in flight to end, not the first', async () => {
    const requests = new RequestsInFlight();
    requests.enter();
    requests.enter();
    const quiet = requests.quiet(10_000);
    expect(await settled(quiet)).toBe(false);
    requests.leave();
    expect(requests.size).toBe(1);
    expect(await settled(quiet)).toBe(false);
    requests.leave();
    expect(await settled(quiet)).toBe(true);
  });

  it('stops waiting after its bound while requests go on', async () => {
    const requests = new RequestsInFlight();
    requests.enter();
    const start = performance.now();
    await requests.quiet(30);
    expect(performance.now() - start).toBeGreaterThanOrEqual(25);
    expect(requests.size).toBe(1);
  });

  it('never counts below zero', async () => {
    const requests = new RequestsInFlight();
    requests.leave();
    requests.enter();
    expect(requests.size).toBe(1);
    expect(await settled(requests.quiet(10_000))).toBe(false);
  });
});

import type { LiveEvent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { ANNOUNCE_EVERY_MS } from '../src/modules/notifications/announcements';
import { announce } from '../src/modules/notifications/service';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp } from './support/test-app';

// Decision 100: a burst of notifications (a batch of games after another) tells a user's browsers once at
// once and once more when his window ends, not once a batch.
describe.each(DIALECTS)('announcing notifications on %s', (dialect) => {
  it('tells a user at once, then once for the rest of a burst when his window ends', async () => {
    const t = await createTestApp(dialect);
    try {
      const gm = await signUp(t);
      const seen: LiveEvent[] = [];
      const stop = t.ctx.events.subscribe(gm.id, {
        onEvent: (event) => seen.push(event),
        onSessionEnded: () => {},
        onGap: () => {},
      });
      const told = () => seen.filter((event) => event.type === 'notification').length;
      const until = async (count: number) => {
        for (let waited = 0; told() < count && waited < 5000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
      };
      for (let batch = 0; batch < 5; batch += 1) await announce(t.ctx, [gm.id]);
      await until(1);
      expect(told()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_EVERY_MS / 2));
      expect(told()).toBe(1);
      await until(2);
      expect(told()).toBe(2);
      stop();
    } finally {
      await t.close();
    }
  });
});

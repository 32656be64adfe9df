import { request } from 'node:http';
import type { LiveEvent } from '@rinkside/domain';

export interface EventStream {
  events: LiveEvent[];
  /** Resolves with the first event (already received or arriving) that matches. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens GET /api/events on a listening server as a browser's EventSource would. */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const waiters: (() => void)[] = [];
    const req = request(
      `${baseUrl}/api/events`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .find((line) => line.startsWith('data: '));
            if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters.splice(0)) wake();
        });
        resolve({
          events,
          async next(match, timeoutMs = 3000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = events.find(match);
              if (found) return found;
              if (Date.now() > deadline) throw new Error('No matching live event arrived');
              await new Promise<void>((wake) => {
                waiters.push(wake);
                setTimeout(wake, 50);
              });
            }
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

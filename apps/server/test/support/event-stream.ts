import { request } from 'node:http';
import type { LiveEvent, StreamEnd } from '@rinkside/domain';

export interface EventStream {
  events: LiveEvent[];
  /** Resolves with the first event (already received or arriving) that matches. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream, with the reason it gave (if any); rejects on timeout. */
  ended(timeoutMs?: number): Promise<StreamEnd['reason'] | undefined>;
  isEnded(): boolean;
  close(): void;
}

/** Opens GET /api/events on a listening server as a browser's EventSource would. */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const waiters: (() => void)[] = [];
    let endReason: StreamEnd['reason'] | undefined;
    let done = false;
    const wakeAll = () => {
      for (const wake of waiters.splice(0)) wake();
    };
    const waitFor = async <T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = found();
        if (value !== undefined) return value;
        if (Date.now() > deadline) throw new Error(what);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
    };
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
            const lines = buffer.slice(0, end).split('\n');
            const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '));
            if (data && name === 'session-end') endReason = (JSON.parse(data.slice(6)) as StreamEnd).reason;
            else if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          wakeAll();
        });
        res.on('close', () => {
          done = true;
          wakeAll();
        });
        resolve({
          events,
          next: (match, timeoutMs = 3000) =>
            waitFor(() => events.find(match), timeoutMs, 'No matching live event arrived'),
          ended: (timeoutMs = 3000) =>
            waitFor(() => (done ? { endReason } : undefined), timeoutMs, 'The stream did not end').then(
              (result) => result.endReason,
            ),
          isEnded: () => done,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The live event a board change sends to the league's members. */
export const boardEvent = (
  where: { leagueId: number; channelId: number; threadId: number },
  postId: number,
  change: 'thread' | 'post',
) => ({ type: 'board', ...where, postId, change });

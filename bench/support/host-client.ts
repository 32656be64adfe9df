// The bench's HTTP client for bench:host: keep-alive connections over loopback, each request sent to the
// next server process in turn (a load balancer's round-robin), a person's session cookie on each.
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  /** `set-cookie` headers, for a sign-in. */
  cookies: string[];
  /** From sending the request to the answer's last byte. */
  ms: number;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  cookie?: string;
  body?: unknown;
  /** As a browser asks for its pages ('gzip, deflate, br'); none for the bench's own JSON. */
  acceptEncoding?: string;
}

export class HostClient {
  private next = 0;
  readonly agent: http.Agent;

  constructor(
    readonly baseUrls: string[],
    maxSockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** The server the next request goes to. */
  pickServer(): string {
    const url = this.baseUrls[this.next % this.baseUrls.length] ?? '';
    this.next += 1;
    return url;
  }

  request(path: string, call: Call = {}): Promise<Answer> {
    const url = new URL(path, this.pickServer());
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = {
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...(call.acceptEncoding ? { 'accept-encoding': call.acceptEncoding } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const sent = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        url,
        { method: call.method ?? 'GET', agent: this.agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cookies: res.headers['set-cookie'] ?? [],
              ms: performance.now() - sent,
            }),
          );
          res.on('error', () => resolve({ status: 0, body: '', cookies: [], ms: performance.now() - sent }));
        },
      );
      request.on('error', (error) =>
        resolve({ status: 0, body: String(error), cookies: [], ms: performance.now() - sent }),
      );
      request.end(payload);
    });
  }

  /** A JSON answer of the expected status; anything else stops the bench's setup with its words. */
  async json<T>(path: string, call: Call & { expect?: number } = {}): Promise<T> {
    const answer = await this.request(path, call);
    const expected = call.expect ?? 200;
    if (answer.status !== expected)
      throw new Error(`${call.method ?? 'GET'} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `work` over `items`, at most `concurrency` at once, in order of the items. */
export async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: Record<string, unknown>;
  /** For a JSON delivery: whether its signature matched the secret the sink was given for its path. */
  signatureValid: boolean | null;
  /** The status the sink answered with. */
  answered: number;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every POST, checks the JSON format's
 * signature against the secret registered for the path, and answers with scripted statuses (200 once
 * the script runs out).
 */
export class WebhookSink {
  readonly received: ReceivedWebhook[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly script = new Map<string, number[]>();
  private server: Server | null = null;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const answered = this.script.get(path)?.shift() ?? 200;
        this.received.push({
          path,
          headers: req.headers,
          rawBody,
          body: JSON.parse(rawBody) as Record<string, unknown>,
          signatureValid: this.verify(path, req.headers, rawBody),
          answered,
        });
        res.writeHead(answered, { 'content-type': 'text/plain' });
        res.end(answered >= 300 ? 'sink says no' : '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The secret JSON deliveries to `path` are signed with. */
  expectSecret(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  /** The statuses the next requests to `path` are answered with, in order. */
  answer(path: string, ...statuses: number[]): void {
    this.script.set(path, statuses);
  }

  to(path: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private verify(path: string, headers: ReceivedWebhook['headers'], rawBody: string): boolean | null {
    const signature = headers['x-rinkside-signature'];
    const timestamp = headers['x-rinkside-timestamp'];
    if (typeof signature !== 'string' || typeof timestamp !== 'string') return null;
    const secret = this.secrets.get(path);
    if (!secret) return false;
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
    return (
      expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
    );
  }
}

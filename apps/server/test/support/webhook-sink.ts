import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: Record<string, unknown>;
  /** For a JSON delivery: whether its signature matched the secret the sink was given for its path. */
  signatureValid: boolean | null;
  /** The status the sink answered with; null when it never answered (hang) or streamed without end. */
  answered: number | null;
}

/** The test app's setting that lets webhooks reach the sink (docs/decisions/057): nothing else on loopback. */
export const SINK_ALLOWED = { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' } as const;

/** What the sink says with an error status: it must never reach a commissioner. */
export const SINK_SECRET = 'sink-internal-secret-7f3a';

type Behaviour = 'hang' | 'stream';

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every POST, checks the JSON format's
 * signature against the secret registered for the path, and answers with scripted statuses (200 once
 * the script runs out), or never answers (`hang`), or answers 200 with a body that never ends (`stream`).
 */
export class WebhookSink {
  readonly received: ReceivedWebhook[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly script = new Map<string, number[]>();
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly openNow = new Map<string, number>();
  private readonly openMost = new Map<string, number>();
  private readonly written = new Map<string, number>();
  private server: Server | null = null;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
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

  /** Requests to `path` are read and never answered. */
  hang(path: string): void {
    this.behaviours.set(path, 'hang');
  }

  /** Requests to `path` get 200 and then 16 KB a millisecond for as long as the connection stays open. */
  stream(path: string): void {
    this.behaviours.set(path, 'stream');
  }

  to(path: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Connections to `path` open now, and the most that were open at once. */
  open(path: string): { now: number; most: number } {
    return { now: this.openNow.get(path) ?? 0, most: this.openMost.get(path) ?? 0 };
  }

  /** Body bytes the sink wrote to `path`'s connections before they closed. */
  bytesWritten(path: string): number {
    return this.written.get(path) ?? 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse, rawBody: string): void {
    const path = req.url ?? '/';
    const behaviour = this.behaviours.get(path);
    const answered = behaviour ? null : (this.script.get(path)?.shift() ?? 200);
    this.received.push({
      path,
      headers: req.headers,
      rawBody,
      body: JSON.parse(rawBody) as Record<string, unknown>,
      signatureValid: this.verify(path, req.headers, rawBody),
      answered,
    });
    const open = (this.openNow.get(path) ?? 0) + 1;
    this.openNow.set(path, open);
    this.openMost.set(path, Math.max(open, this.openMost.get(path) ?? 0));
    res.on('close', () => this.openNow.set(path, (this.openNow.get(path) ?? 1) - 1));
    if (behaviour === 'hang') return;
    if (behaviour === 'stream') return this.pump(path, res);
    res.writeHead(answered ?? 200, { 'content-type': 'text/plain' });
    res.end((answered ?? 200) >= 300 ? `sink says no: ${SINK_SECRET}` : '');
  }

  // A pace the reader keeps up with: what was written before the connection closed is what the
  // reader took, not what the kernel's socket buffers held.
  private pump(path: string, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(16 * 1024, 120);
    const timer = setInterval(() => {
      if (res.destroyed || res.writableEnded) return;
      res.write(chunk);
      this.written.set(path, this.bytesWritten(path) + chunk.length);
    }, 1);
    res.on('close', () => clearInterval(timer));
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

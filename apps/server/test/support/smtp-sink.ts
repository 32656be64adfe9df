import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (a free one by default). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  /** The newest mail to `address`, waiting up to `timeoutMs` for it to arrive. */
  async waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.findLast((m) => m.to.includes(address));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** The verification token in the newest mail to `address`. */
  async verificationToken(address: string): Promise<string> {
    const mail = await this.waitFor(address);
    const unfolded = mail.raw.replace(/=\r?\n/g, '');
    const token = /\/db\/verify\/([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    if (!token) throw new Error(`No verification link in the mail to ${address}`);
    return token;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingPolicy } from './destination';
import { parseNetwork } from './networks';
import { requestOutside } from './request-outside';
import type { OutgoingRequest } from './send';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const loopbackAllowed: OutgoingPolicy = {
  allowedNetworks: [(parseNetwork('127.0.0.1/32') as { network: never }).network],
};
const post = (timeoutMs = 2_000): OutgoingRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{"hello":1}',
  timeoutMs,
  maxAnswerBytes: 64 * 1024,
});

describe('requestOutside', () => {
  it('connects to the address it checked, resolving the name once, with the name in the Host header', async () => {
    const hosts: (string | undefined)[] = [];
    const port = await serve((req, res) => {
      hosts.push(req.headers.host);
      res.writeHead(204).end();
    });
    // A rebinding name: public-looking the first time, internal afterwards. A second lookup would be
    // refused; ".test" names resolve nowhere, so a request that reached the sink used the checked address.
    let lookups = 0;
    const policy: OutgoingPolicy = {
      ...loopbackAllowed,
      resolve: async () => {
        lookups += 1;
        return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      },
    };
    const answer = await requestOutside(`http://rebind.test:${port}/in`, post(), policy);
    expect(answer).toMatchObject({ outcome: 'answered', statusCode: 204 });
    expect(lookups).toBe(1);
    expect(hosts).toEqual([`rebind.test:${port}`]);
  });

  it('over https, names the host in the TLS server name while connecting to the checked address', async () => {
    // A bare TCP listener reads the TLS ClientHello, where the server name travels in plain text.
    let hello = '';
    const listener = createTcpServer((socket) => {
      socket.once('data', (chunk: Buffer) => {
        hello = chunk.toString('latin1');
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const policy: OutgoingPolicy = {
        ...loopbackAllowed,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      };
      const answer = await requestOutside(`https://rebind.test:${port}/in`, post(), policy);
      expect(answer.outcome).toBe('broken');
      expect(hello).toContain('rebind.test');
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('sends nothing to a refused address', async () => {
    let reached = 0;
    const port = await serve((_req, res) => {
      reached += 1;
      res.end();
    });
    const answer = await requestOutside(`http://127.0.0.1:${port}/in`, post(), { allowedNetworks: [] });
    expect(answer).toEqual({
      outcome: 'refused',
      refusal: { problem: 'internal', host: '127.0.0.1', address: '127.0.0.1', kind: 'loopback' },
    });
    expect(reached).toBe(0);
  });

  it('answers a redirect as a status and does not follow it', async () => {
    const paths: (string | undefined)[] = [];
    const port = await serve((req, res) => {
      paths.push(req.url);
      res.writeHead(302, { location: '/elsewhere' }).end();
    });
    const answer = await requestOutside(`http://127.0.0.1:${port}/in`, post(), loopbackAllowed);
    expect(answer).toMatchObject({ outcome: 'answered', statusCode: 302 });
    expect(paths).toEqual(['/in']);
  });

  it('stops reading an endless answer at the cap and closes the connection', async () => {
    let written = 0;
    let closed = false;
    // 16 KB a millisecond, for ever: a pace the reader keeps up with, so what was written before the
    // connection closed is what the reader took, not what the kernel's socket buffers held.
    const port = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 120);
      const timer = setInterval(() => {
        if (closed) return;
        res.write(chunk);
        written += chunk.length;
      }, 1);
      res.on('close', () => {
        closed = true;
        clearInterval(timer);
      });
    });
    const answer = await requestOutside(`http://127.0.0.1:${port}/in`, post(), loopbackAllowed);
    expect(answer).toMatchObject({ outcome: 'answered', statusCode: 200 });
    if (answer.outcome !== 'answered') return;
    expect(answer.bytesRead).toBeGreaterThanOrEqual(64 * 1024);
    expect(answer.bytesRead).toBeLessThan(2 * 64 * 1024);
    await expect.poll(() => closed).toBe(true);
    expect(written).toBeLessThan(1024 * 1024);
  });

  it('gives up on a receiver that never answers once the time is up', async () => {
    const port = await serve(() => {});
    const started = performance.now();
    const answer = await requestOutside(`http://127.0.0.1:${port}/in`, post(200), loopbackAllowed);
    expect(answer).toEqual({ outcome: 'timed-out' });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('says a closed port is unreachable, in its own words only', async () => {
    const port = await serve(() => {});
    const server = servers.pop();
    server?.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await requestOutside(`http://127.0.0.1:${port}/in`, post(), loopbackAllowed)).toEqual({
      outcome: 'unreachable',
    });
  });
});

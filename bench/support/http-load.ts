// A load generator for bench:api: `connections` keep-alive connections, each sending its next request as
// soon as its answer has arrived, for `seconds`. Node's own HTTP client takes each answer's body as bytes
// without looking into it; autocannon's parser spent about half a millisecond of the bench's own CPU on
// every compressed (binary) answer, so its brotli rows measured the client (docs/decisions/055).
import http from 'node:http';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers that failed or were not 2xx. */
  errors: number;
  /** Bytes of one answer's body as sent (compressed when it was). */
  bodyBytes: number;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>) {
  return new Promise<{ ok: boolean; bytes: number }>((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ ok: (response.statusCode ?? 0) < 300, bytes }));
      response.on('error', () => resolve({ ok: false, bytes }));
    });
    request.on('error', () => resolve({ ok: false, bytes: 0 }));
  });
}

/** The value below which p % of the sorted values fall (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

export async function load(address: string, options: LoadOptions): Promise<LoadResult> {
  const url = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const answer = await get(agent, url, options.headers);
      latencies.push(performance.now() - sent);
      if (answer.ok) bytes += answer.bytes;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const answered = latencies.length - errors;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    bodyBytes: answered > 0 ? bytes / answered : 0,
  };
}

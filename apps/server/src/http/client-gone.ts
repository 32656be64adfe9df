import type { FastifyReply } from 'fastify';

/** The client closed its connection before its answer was ready. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection before the answer was ready.');
  }
}

/**
 * Waits for `work` while the client is there: once the connection closes first, the request stops
 * waiting and rejects with `ClientGone`. The work itself goes on; a shared computation still answers
 * the other requests waiting for it, and fills the cache when nobody does (docs/decisions/061).
 */
export function untilClientGone<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  const response = reply.raw;
  return new Promise<T>((resolve, reject) => {
    const gone = () => {
      if (!response.writableEnded) reject(new ClientGone());
    };
    if (response.destroyed) gone();
    response.once('close', gone);
    work.then(resolve, reject).finally(() => response.off('close', gone));
  });
}

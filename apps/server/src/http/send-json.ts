import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer, checked against its schema when it was made):
 * Fastify sends a string or bytes with a JSON content type as they are, without serializing again.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

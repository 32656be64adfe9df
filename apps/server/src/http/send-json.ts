import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer, checked against its schema when it was made):
 * Fastify sends a string with a JSON content type as it is, without serializing it again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

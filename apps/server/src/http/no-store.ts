// Answers that carry tokens or an account's data must never be kept by a
// browser or a shared cache: an onRequest hook, so the
// header is there whatever the handler answers.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

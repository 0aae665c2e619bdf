import type { FastifyInstance } from 'fastify';

import { sendPrecompressed } from '../http/send-precompressed.js';

/** GET /faq: the FAQ file in its documented schema, or an empty FAQ with a note. */
export async function faqRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/faq',
    compress: false,
    handler: async (request, reply) => sendPrecompressed(request, reply, await app.faq.get()),
  });
}

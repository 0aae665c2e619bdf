import { RefQuerySchema } from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { REVALIDATE, sendPrecompressed } from '../http/send-precompressed.js';

export type ManifestEntry = { name: string; sha: string; type: 'Branch' | 'Release'; serverVersion: string };

/** GET /manifest, /refs and /blob: what data exists, and the army data of one branch or release. */
export async function gameDataRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { serverVersion } = app.config;

  app.get('/manifest', async (_request, reply) => {
    const refs = await app.gameData.listRefs();
    const entries: ManifestEntry[] = refs.map(({ name, sha, type }) => ({ name, sha, type, serverVersion }));
    return reply.header('cache-control', REVALIDATE).send({ serverVersion, entries });
  });

  // Each ref with the season of its data, so import can offer the release of a list's season.
  app.get('/refs', async (_request, reply) => {
    const refs = await Promise.all((await app.gameData.listRefs()).map(async (ref) => ({ ...ref, season: await app.gameData.seasonOf(ref.sha) })));
    return reply.header('cache-control', REVALIDATE).send({
      branches: refs.filter((ref) => ref.type === 'Branch'),
      releases: refs.filter((ref) => ref.type === 'Release'),
    });
  });

  // HEAD is declared, not derived from GET, so it answers the real Content-Length without reading the body.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/blob',
    schema: { querystring: RefQuerySchema },
    compress: false,
    handler: async (request, reply) => {
      const { ref, build } = await app.gameData.getBuild(request.query.name);
      reply.header('x-data-commit', ref.sha);
      return sendPrecompressed(request, reply, build.documents['game-data.json']);
    },
  });
}

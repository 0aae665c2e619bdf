import { DataFileParamsSchema, RefQuerySchema } from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { AppError } from '../errors.js';
import { createDataFilesCache } from '../game-data/data-files.js';
import { REVALIDATE, sendPrecompressed } from '../http/send-precompressed.js';

/** A file named by its content never changes: browsers and the offline worker keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The address of a data file of `ref`: content-named, with the ref the server finds it by. */
function fileUrl(file: string, ref: string): string {
  return `/data/${file}?name=${encodeURIComponent(ref)}`;
}

/**
 * GET /manifest/files names the game data files of one ref (the index, the shared core, each army);
 * GET /data/:file serves one, cached for good.
 */
export async function dataFilesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const dataFiles = createDataFilesCache();

  app.get('/manifest/files', { schema: { querystring: RefQuerySchema } }, async (request, reply) => {
    const name = request.query.name;
    const { ref, build } = await app.gameData.getBuild(name);
    const files = await dataFiles(build);
    return reply.header('cache-control', REVALIDATE).send({
      name: ref.name,
      sha: ref.sha,
      index: fileUrl(files.index, ref.name),
      core: fileUrl(files.core, ref.name),
      armies: Object.fromEntries(Object.entries(files.armies).map(([army, file]) => [army, fileUrl(file, ref.name)])),
    });
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/data/:file',
    schema: { params: DataFileParamsSchema, querystring: RefQuerySchema },
    compress: false,
    handler: async (request, reply) => {
      const { build } = await app.gameData.getBuild(request.query.name);
      const body = (await dataFiles(build)).bodies.get(request.params.file);
      // The ref moved on since the client read its list of files: it reads the list again.
      if (!body) throw new AppError('NOT_FOUND', `The game data of '${request.query.name}' has no file ${request.params.file}; it may have been updated.`);
      return sendPrecompressed(request, reply, body, IMMUTABLE);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { AppError } from '../errors.js';
import { createDataFilesCache, DATA_FILE_NAME } from '../game-data/data-files.js';
import { REVALIDATE, sendPrecompressed } from '../http/send-precompressed.js';
import { RefNameSchema } from './game-data.js';

/** A file named by its content never changes: browsers and the offline worker keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const RefQuerySchema = z.object({ name: RefNameSchema });
const FileParamsSchema = z.object({ file: z.string().regex(DATA_FILE_NAME, 'is not the name of a game data file') });

/** The address of a data file of `ref`: content-named, with the ref the server finds it by. */
function fileUrl(file: string, ref: string): string {
  return `/data/${file}?name=${encodeURIComponent(ref)}`;
}

/**
 * GET /manifest/files names the game data files of one ref (the index, the shared core, each army);
 * GET /data/:file serves one, cached for good.
 */
export async function dataFilesRoutes(app: FastifyInstance): Promise<void> {
  const dataFiles = createDataFilesCache();

  app.get<{ Querystring: z.infer<typeof RefQuerySchema> }>('/manifest/files', { schema: { querystring: RefQuerySchema } }, async (request, reply) => {
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

  app.route<{ Params: z.infer<typeof FileParamsSchema>; Querystring: z.infer<typeof RefQuerySchema> }>({
    method: ['GET', 'HEAD'],
    url: '/data/:file',
    schema: { params: FileParamsSchema, querystring: RefQuerySchema },
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

import { RuleDocumentParamsSchema, RuleDocumentQuerySchema } from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { AppError } from '../errors.js';
import { sendPrecompressed } from '../http/send-precompressed.js';
import { RULE_DOCUMENT_NAMES, type RuleDocumentName } from '../rules-documents/rule-document-names.js';

/** 'core_rules.json', or the same without '.json'. */
function findDocumentName(document: string): RuleDocumentName | undefined {
  return RULE_DOCUMENT_NAMES.find((name) => name === document || name === `${document}.json`);
}

/** GET /rules/{core_rules.json | ghb_advanced_rules.json | ghb_battle_pack.json}?name={branch or tag, default main}. */
export async function rulesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/rules/:document',
    schema: { params: RuleDocumentParamsSchema, querystring: RuleDocumentQuerySchema },
    compress: false,
    handler: async (request, reply) => {
      const name = findDocumentName(request.params.document);
      if (!name) {
        throw new AppError(
          'NOT_FOUND',
          `There is no rule document named '${request.params.document}'. The rule documents are ${RULE_DOCUMENT_NAMES.join(', ')}.`,
        );
      }
      const { ref, build } = await app.gameData.getBuild(request.query.name);
      reply.header('x-data-commit', ref.sha);
      return sendPrecompressed(request, reply, build.documents[name]);
    },
  });
}

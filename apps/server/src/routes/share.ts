// Short share links: POST /share/{segment}
// stores an import-link segment under a short code, the same code for the same
// segment, and GET /s/{code} redirects to the web app's /import/{segment}.
import { createHash, randomBytes } from 'node:crypto';

import { ShareCodeParamsSchema, ShareParamsSchema } from '@scrolldex/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { addressKey, enforceLimit } from '../auth/rate-limits.js';
import { AppError } from '../errors.js';
import { configuredOrigins } from '../http/configured-origins.js';

/** docs/decisions.md, "Import links": path segments up to 16 KB on /import/* and /share/*. */
export const MAX_SEGMENT_LENGTH = 16 * 1024;
export const SEGMENT_TOO_LONG = `The link is too long to share; the limit is ${MAX_SEGMENT_LENGTH} characters.`;
export const SEGMENT_NOT_BASE64 = 'The link to share must be base64 or URL-safe base64 text.';
export const SHARE_LINK_UNKNOWN = 'There is no shared list with that code.';

/** Standard or URL-safe base64, with or without padding. */
const BASE64_TEXT = /^[A-Za-z0-9+/_-]+={0,2}$/;

const hashSegment = (segment: string) => createHash('sha256').update(segment, 'utf8').digest('hex');
const newCode = () => randomBytes(6).toString('base64url');

/**
 * The address the player reached this server by (honouring TRUST_PROXY's forwarded host and scheme): a share
 * link built from it opens on an opponent's phone on the same network, where `localhost` would not.
 */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function shareRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { publicOrigin, uiOrigin } = configuredOrigins(app.config);
  // Configured addresses win; without them links follow the request, never a guessed localhost.
  const linkOrigin = (request: FastifyRequest) => (app.config.apiUrl ? publicOrigin : requestOrigin(request));
  const importOrigin = app.config.uiUrl || app.config.apiUrl ? uiOrigin : '';

  app.post('/share/:segment', { schema: { params: ShareParamsSchema } }, async (request, reply) => {
    // Per client address (SHARE_RATE_LIMIT): every new segment is a stored row.
    await enforceLimit(app.auth.limits.share, request, [addressKey(request)], reply, 'share links');
    const { segment } = request.params;
    if (segment.length > MAX_SEGMENT_LENGTH) throw new AppError('INVALID_REQUEST', SEGMENT_TOO_LONG);
    if (!BASE64_TEXT.test(segment)) throw new AppError('INVALID_REQUEST', SEGMENT_NOT_BASE64);
    const code = await app.stores.share.codeFor(segment, hashSegment(segment), newCode, new Date(app.auth.now()));
    return { shareLink: `${linkOrigin(request)}/s/${code}` };
  });

  app.get('/s/:code', { schema: { params: ShareCodeParamsSchema } }, async (request, reply) => {
    const { code } = request.params;
    const segment = await app.stores.share.segmentOf(code);
    if (segment === undefined) throw new AppError('NOT_FOUND', SHARE_LINK_UNKNOWN);
    return reply.redirect(`${importOrigin}/import/${encodeURIComponent(segment)}`, 302);
  });
}

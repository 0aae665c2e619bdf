import { createReadStream } from 'node:fs';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { negotiateEncoding } from './negotiate-encoding.js';
import type { PrecompressedBody } from './precompressed-body.js';

/**
 * Every precompressed answer may change behind the same URL (a branch moves),
 * so caches keep it but ask again each time; the ETag makes that a cheap 304.
 */
export const REVALIDATE = 'public, no-cache';

/** Weak comparison of If-None-Match (RFC 9110 §13.1.2): a list of tags, or '*'. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Sends a precompressed JSON body in the encoding the client prefers, or 304 when its copy is current. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody, cacheControl: string = REVALIDATE): FastifyReply {
  reply.header('vary', 'Accept-Encoding').header('etag', body.etag).header('cache-control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();

  reply.type('application/json; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const bytes = encoding === 'identity' ? body.identity : body[encoding];
  const size = Buffer.isBuffer(bytes) ? bytes.length : bytes.size;
  reply.header('content-length', size);
  // HEAD: the headers only (fastify keeps this content-length), and no file opened for nothing.
  if (request.method === 'HEAD') return reply.send();
  return reply.send(Buffer.isBuffer(bytes) ? bytes : createReadStream(bytes.path));
}

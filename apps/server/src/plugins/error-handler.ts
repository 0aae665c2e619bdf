// The one error handler: domain codes become their 4xx status,
// the framework's own 4xx get a readable sentence, and anything else answers
// 500 with a fixed message while the details go to the log only.
import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

import { isAppError, type ErrorBody } from '../errors.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. Please try again later.';

/** Sentences for the framework's request errors; others keep fastify's fixed message. */
function frameworkMessage(error: FastifyError, bodyLimitBytes: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large; the limit is ${bodyLimitBytes} bytes.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its Content-Type says JSON.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    default:
      return /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  }
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  // Never cache an error: the next try may succeed, and a 404 branch may appear.
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return sendError(reply, error.statusCode, error.message);
    // The client hung up while sending: nothing failed here, and no one is left to answer.
    if (error.code === 'ECONNRESET' && request.raw.destroyed) {
      request.log.info({ code: error.code }, 'client closed the request');
      return reply;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && typeof error.code === 'string' && error.code.startsWith('FST_')) {
      // A route may have its own body limit (POST /lists/sync): name the one that applied.
      return sendError(reply, status, frameworkMessage(error, request.routeOptions.bodyLimit ?? bodyLimitBytes));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
  });
}

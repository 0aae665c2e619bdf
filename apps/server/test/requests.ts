// How the server's tests call it: in process through Fastify's inject, or over
// HTTP to a real server process (the crash and multi-instance tests).
import { request as httpRequest } from 'node:http';

import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

/** One request to an app built in the test, with a bearer token and a JSON body when given. */
export function call(target: FastifyInstance, method: HTTPMethods, url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return target.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    ...(token !== undefined && { headers: { authorization: `Bearer ${token}` } }),
  });
}

export type ServerAnswer = { status: number; json: unknown };

/**
 * One request to a real server at `origin`, on a connection of its own (no keep-alive agent: a killed or switched
 * server is never reached through an old connection); its status and JSON answer (null when empty).
 */
export function callServer(origin: string, method: HTTPMethods, path: string, token?: string, body?: unknown): Promise<ServerAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((done, failed) => {
    const req = httpRequest(new URL(path, origin), {
      method,
      agent: false,
      timeout: 60_000,
      headers: {
        ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', failed);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        done({ status: response.statusCode!, json: text ? JSON.parse(text) : null });
      });
    });
    req.end(payload);
  });
}

// Serves the built web app (apps/web/dist) at / when it exists: hashed assets
// cached for a year, everything else revalidated; unknown pages a browser
// navigates to get index.html (the app routes on the client).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scrolldex server</title></head>
<body><h1>Scrolldex server</h1>
<p>The server is running, but the web app is not built here. The API answers at
<a href="/manifest">/manifest</a>, <a href="/refs">/refs</a>, <a href="/faq">/faq</a> and <a href="/health">/health</a>.</p>
</body></html>
`;

export function hasWebApp(distDir: string | null): distDir is string {
  return distDir !== null && existsSync(join(distDir, 'index.html'));
}

/** A browser navigating to a page (not a script, image or API call that missed). */
export function isPageNavigation(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).sendFile('index.html');
}

/** The build's files as URL paths without the leading slash ('index.html', 'assets/app-3f2a1b.js'). */
function listBuildFiles(distDir: string): Set<string> {
  const entries = readdirSync(distDir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')));
}

export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!hasWebApp(distDir)) {
    app.get('/', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE));
    return false;
  }
  const assets = `${join(distDir, 'assets')}${sep}`;
  await app.register(fastifyStatic, {
    root: distDir,
    // The routes below serve only the files the build had at start (it does not change under a running server):
    // @fastify/static's own catch-all route would read every folder of each request's path to check its spelling,
    // a readdir of the hundreds of assets per script a page loads.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
  const files = listBuildFiles(distDir);
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const path = request.params['*'];
    return files.has(path) ? reply.sendFile(path) : reply.callNotFound();
  });
  return true;
}

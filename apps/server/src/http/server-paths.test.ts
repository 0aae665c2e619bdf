import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { isUnderServerPrefix, SERVER_NAVIGATION_PATHS } from '@scrolldex/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { requireListedServerPaths, UnlistedServerPathError, UnprefixedServerRouteError } from './server-paths.js';

describe('the server paths a browser may navigate to', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('are exactly the GET routes of the whole server, with the web app and BCP', async () => {
    const dist = join(temp.dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Scrolldex web</title>');
    const bcp = {
      apiUrl: 'http://127.0.0.1:9/api',
      authUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      clientId: 'x',
      clientSecret: null,
    };
    const app = await makeApp(makeConfig(join(temp.dir, 'full'), { webDistDir: dist, bcp }));
    try {
      expect([...app.navigationRoutes].sort()).toEqual([...SERVER_NAVIGATION_PATHS].sort());
      for (const path of SERVER_NAVIGATION_PATHS) expect(app.hasRoute({ method: 'GET', url: path }), path).toBe(true);
      // The routes of every method, as the dev proxy must see them: the POST and DELETE ones too.
      for (const [method, url] of [
        ['DELETE', '/account'],
        ['POST', '/games/sync'],
        ['POST', '/stripe/webhook'],
        ['POST', '/share/:segment'],
      ] as const) {
        expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
        expect(isUnderServerPrefix(url), url).toBe(true);
      }
    } finally {
      await app.close();
    }
  });

  it('keep a server with a GET route missing from the list from starting, naming the route', async () => {
    const app = Fastify();
    requireListedServerPaths(app, ['/health'], ['/health', '/auth', '/new-thing']);
    app.get('/health', async () => 'ok');
    app.post('/auth/login', async () => 'ok');
    app.get('/*', async () => 'the web app');
    expect(() => app.get('/new-thing/:id', async () => 'forgotten')).toThrow(UnlistedServerPathError);
    expect(() => app.get('/new-thing/:id', async () => 'forgotten')).toThrow(/GET \/new-thing\/:id is not in SERVER_NAVIGATION_PATHS/);
    expect(app.navigationRoutes).toEqual(['/health']);
    await app.close();
  });

  it('keep a server with a route of any method outside the path prefixes from starting, naming the route', async () => {
    const app = Fastify();
    requireListedServerPaths(app, ['/health'], ['/health', '/auth']);
    app.post('/auth/login', async () => 'ok');
    expect(() => app.delete('/account', async () => 'forgotten')).toThrow(UnprefixedServerRouteError);
    expect(() => app.post('/authority', async () => 'not a segment of /auth')).toThrow(/The route \/authority is under none of SERVER_PATH_PREFIXES/);
    await app.close();
  });
});

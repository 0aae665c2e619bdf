import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

const INDEX = '<!doctype html><title>Scrolldex</title><div id="root"></div>';

function writeWebBuild(): string {
  const dist = join(temp.dir, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app");');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built web app on the same port', () => {
  it('serves files, hashed assets for a year, and index.html for the app routes', async () => {
    const app = await makeApp(makeConfig(temp.dir, { webDistDir: writeWebBuild() }));
    try {
      const root = await app.inject({ method: 'GET', url: '/', headers: page });
      expect(root.statusCode).toBe(200);
      expect(root.body).toBe(INDEX);
      expect(root.headers['cache-control']).toBe('no-cache');
      expect(root.headers['content-security-policy']).toContain("script-src 'self'");

      const asset = await app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');

      for (const url of ['/army/Seraphon/unit/Saurus%20Warriors', '/rules', '/import/UEFSQUxMRUwtTElTVA', '/list/42/battle']) {
        const response = await app.inject({ method: 'GET', url, headers: page });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX);
      }
      // A missing script or an API miss is a 404, never the app shell.
      expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/rules/nope.json', headers: page })).statusCode).toBe(404);
      // The API keeps its routes.
      expect((await app.inject({ method: 'GET', url: '/health', headers: page })).json()).toMatchObject({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('says the web app is not built when there is none', async () => {
    const app = await makeApp(makeConfig(temp.dir, { webDistDir: join(temp.dir, 'no-such-dist'), databasePath: join(temp.dir, 'other.sqlite') }));
    try {
      const root = await app.inject({ method: 'GET', url: '/', headers: page });
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toContain('text/html');
      expect(root.body).toContain('the web app is not built here');
      expect((await app.inject({ method: 'GET', url: '/army/Seraphon', headers: page })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

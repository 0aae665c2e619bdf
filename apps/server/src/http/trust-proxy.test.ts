import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it('reads false, hop counts (true is one proxy) and proxy address lists, and nothing else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(parseTrustProxy('maybe')).toBeNull();
    expect(parseTrustProxy('10.0.0.1/33')).toBeNull();
    expect(parseTrustProxy('11')).toBeNull();
  });
});

describe('client addresses behind a proxy', () => {
  const temp = makeTempDir();
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    temp.remove();
  });

  async function proxiedApp(trustProxy: TrustProxy, name: string) {
    const base = makeConfig(`${temp.dir}/${name}`);
    const app = await makeApp({ ...base, trustProxy, auth: { ...base.auth, rateLimitWindowSeconds: 600, createLimit: 2 } });
    apps.push(app);
    let n = 0;
    // The proxy at 127.0.0.1 appends the address it saw; whatever the client wrote itself comes first.
    return (clientWrote: string, proxySaw: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/create',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${clientWrote}, ${proxySaw}` },
        payload: { username: `proxied${++n}`, email: `proxied${n}@example.com`, password: 'long-enough-pass' },
      });
  }

  for (const [label, setting] of [
    ['a hop count', 1],
    ['a proxy list', ['127.0.0.1']],
  ] as const) {
    it(`with ${label}, counts the address the proxy vouches for, not one the client wrote`, async () => {
      const create = await proxiedApp(setting as TrustProxy, label.replace(/ /g, '-'));
      expect((await create('1.1.1.1', '203.0.113.7')).statusCode).toBe(201);
      expect((await create('2.2.2.2', '203.0.113.7')).statusCode).toBe(201);
      expect((await create('3.3.3.3', '203.0.113.7')).statusCode).toBe(429);
      // Another real client has its own budget.
      expect((await create('3.3.3.3', '203.0.113.8')).statusCode).toBe(201);
    });
  }
});

import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { loggerOptions } from '../app.js';
import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

describe('a client that goes away mid-request', () => {
  it('is logged at info, not as a server error', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString('utf8')), done()) });
    const config = makeConfig(temp.dir, { logLevel: 'info' });
    const app = await makeApp(config, { logger: { ...(loggerOptions(config) as object), stream } as never });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      // A body announced as 10 000 bytes, of which 10 arrive before the client hangs up.
      socket.write('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"emailOr');
      // Fastify logs the request once its headers are in: the body is being read when the client goes.
      await vi.waitFor(() => expect(log).toContain('incoming request'), { timeout: 10_000 });
      socket.destroy();
      await vi.waitFor(() => expect(log).toContain('client closed the request'), { timeout: 10_000 });
      const lines = log
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(lines.find((line) => line.msg === 'client closed the request')!.level).toBe(30);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

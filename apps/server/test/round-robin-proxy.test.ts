import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An HTTP server on loopback that answers its name; its port. */
async function namedServer(name: string): Promise<number> {
  const server: Server = createServer((_request, response) => response.end(name));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  closers.push(() => new Promise((closed) => server.close(() => closed())));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one that was just free. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

async function proxyTo(ports: number[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy(ports);
  closers.push(proxy.close);
  return proxy;
}

/** One request on its own connection: each is a new connection to the proxy. */
function answerOf(port: number): Promise<string> {
  return new Promise((done, failed) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => done(body));
    });
    req.on('error', failed);
    req.end();
  });
}

async function answersOf(port: number, count: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) answers.push(await answerOf(port));
  return answers;
}

describe('the round-robin proxy', () => {
  it('sends each new connection to the next upstream in turn', async () => {
    const proxy = await proxyTo([await namedServer('a'), await namedServer('b')]);
    expect(await answersOf(proxy.port, 4)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips an upstream that refuses, and ends a connection no upstream accepts', async () => {
    const down = await refusingPort();
    const proxy = await proxyTo([down, await namedServer('b')]);
    expect(await answersOf(proxy.port, 3)).toEqual(['b', 'b', 'b']);

    const deadEnd = await proxyTo([down]);
    await expect(answerOf(deadEnd.port)).rejects.toThrow();
  });
});

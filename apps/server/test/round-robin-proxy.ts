// A small TCP proxy on loopback in front of several server instances, as a
// load balancer would stand in front of them: each client connection goes to
// the next upstream port in turn, and an upstream that refuses the connection
// (an instance that is down) is skipped for the next one. It forwards bytes,
// not requests: a keep-alive connection stays on one instance, and the servers
// see the proxy's address (no X-Forwarded-For), which on loopback is the
// client's anyway.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops listening and cuts every open connection. */
  close(): Promise<void>;
};

/** Connects to the first upstream that accepts, trying each once from `start`; null when none does. */
function connectToNext(ports: readonly number[], start: number): Promise<Socket | null> {
  return new Promise((done) => {
    const attempt = (tried: number) => {
      if (tried === ports.length) return done(null);
      const upstream = createConnection({ host: '127.0.0.1', port: ports[(start + tried) % ports.length]! });
      upstream.once('connect', () => {
        upstream.off('error', onError);
        done(upstream);
      });
      const onError = () => {
        upstream.destroy();
        attempt(tried + 1);
      };
      upstream.once('error', onError);
    };
    attempt(0);
  });
}

export async function startRoundRobinProxy(upstreamPorts: readonly number[]): Promise<RoundRobinProxy> {
  if (upstreamPorts.length === 0) throw new Error('a proxy needs at least one upstream port');
  const sockets = new Set<Socket>();
  let next = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    track(client);
    // Bytes the client sends before the upstream answers wait in the socket: it is paused until the pipe starts.
    client.pause();
    client.on('error', () => client.destroy());
    const start = next;
    next = (next + 1) % upstreamPorts.length;
    void connectToNext(upstreamPorts, start).then((upstream) => {
      if (!upstream || client.destroyed) {
        upstream?.destroy();
        client.destroy();
        return;
      }
      track(upstream);
      // An instance that dies mid-request resets its side: the client's connection ends too, as behind a real proxy.
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}

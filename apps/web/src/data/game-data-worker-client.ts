// The page's side of the game-data worker: each request is a promise.
import type { GameData } from '@scrolldex/rules';

import type { GameDataReply, GameDataRequest } from './game-data-messages';

export type GameDataSource = {
  read: (name: string) => Promise<GameData | null>;
  download: (name: string, url: string) => Promise<GameData>;
};

type Pending = { resolve: (document: GameData | null) => void; reject: (error: Error) => void };
type Body = { type: 'read'; name: string } | { type: 'download'; name: string; url: string };

export function createWorkerGameDataSource(): GameDataSource {
  const worker = new Worker(new URL('./game-data.worker.ts', import.meta.url), { type: 'module', name: 'game-data' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<GameDataReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.document);
    else waiting.reject(new Error(reply.message));
  });
  const send = (body: Body) =>
    new Promise<GameData | null>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...body } satisfies GameDataRequest);
    });
  return {
    read: (name) => send({ type: 'read', name }),
    download: async (name, url) => {
      const document = await send({ type: 'download', name, url });
      if (!document) throw new Error(`No game data came back for '${name}'.`);
      return document;
    },
  };
}

// The game-data worker: answers the page's calls to the document cache. Game
// data goes back in parts (data/game-data-parts.ts) so that the page never
// spends one long task taking it in.
import type { GameData } from '@scrolldex/rules';

import { deleteOldDatabases } from './db';
import { downloadArmyData, readArmyData } from './army-data-cache';
import * as cache from './document-cache';
import { GAME_DATA_METHODS, type CacheCall, type CacheReply, type DocumentCache } from './game-data-messages';
import { splitGameData } from './game-data-parts';

const methods: DocumentCache = { ...cache, readArmyData, downloadArmyData, deleteOldDatabases };

function reply(message: CacheReply): void {
  self.postMessage(message);
}

self.addEventListener('message', (event: MessageEvent<CacheCall>) => {
  const { id, method, args } = event.data;
  const call = methods[method] as (...values: unknown[]) => Promise<unknown>;
  void call(...args).then(
    (value) => {
      if (!GAME_DATA_METHODS.has(method) || value === null) {
        reply({ id, ok: true, value });
        return;
      }
      const { parts, rest } = splitGameData(value as GameData);
      for (const part of parts) reply({ id, part });
      reply({ id, ok: true, value: rest });
    },
    (error: unknown) => reply({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});

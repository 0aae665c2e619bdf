// The game-data worker: reads the cached data set from IndexedDB, or downloads,
// checks (zod) and caches a new one, off the main thread so input never freezes
// while 8 MB of JSON is parsed and validated.
import { GAME_DATA_SCHEMA_VERSION, parseGameData, type GameData } from '@scrolldex/rules';

import { database } from './db';
import type { GameDataReply, GameDataRequest } from './game-data-messages';

async function readCached(name: string): Promise<GameData | null> {
  const stored = await database().aosData.get(name);
  const document = stored?.document as Partial<GameData> | undefined;
  // Cached data was checked when it was stored; an older schema is simply not used.
  if (!document || document.schemaVersion !== GAME_DATA_SCHEMA_VERSION || typeof document.armies !== 'object') return null;
  return document as GameData;
}

async function download(name: string, url: string): Promise<GameData> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const parsed = parseGameData(await response.json());
  if (!parsed.ok) throw new Error(`The game data for '${name}' is not usable: ${parsed.errors[0]?.message ?? 'invalid'}`);
  await database().aosData.put({ name, document: parsed.value });
  return parsed.value;
}

async function handle(request: GameDataRequest): Promise<GameDataReply> {
  try {
    const document = request.type === 'read' ? await readCached(request.name) : await download(request.name, request.url);
    return { id: request.id, ok: true, document };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

self.addEventListener('message', (event: MessageEvent<GameDataRequest>) => {
  void handle(event.data).then((reply) => self.postMessage(reply));
});

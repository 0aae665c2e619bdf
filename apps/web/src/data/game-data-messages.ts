// The messages between the page and the game-data worker.
import type { GameData } from '@scrolldex/rules';

export type GameDataRequest =
  | { id: number; type: 'read'; name: string }
  | { id: number; type: 'download'; name: string; url: string };

export type GameDataReply =
  | { id: number; ok: true; document: GameData | null }
  | { id: number; ok: false; message: string };

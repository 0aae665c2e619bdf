// What the global setup provides to tests through Vitest's inject().
import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the current game data JSON, converted from the shared BSData copy. */
    gameDataPath: string;
  }
}

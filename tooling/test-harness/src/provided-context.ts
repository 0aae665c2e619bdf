// What the root config's global setup (tooling/test-data) provides to tests through Vitest's inject().
import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the game data JSON converted from the pinned main commit, once per data commit and converter. */
    gameDataPath: string;
    /** Path of the same data cut down to a few armies, for screen tests that need real data but not all of it. */
    smallGameDataPath: string;
    /** Path of the data of RELEASE_FOR_TESTS (pinned-data.ts) converted, for tests across two data releases. */
    releaseGameDataPath: string;
  }
}

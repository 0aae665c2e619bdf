// How the server's runnable files are laid out, for `pnpm build` (tsup.config.ts) and the tests' bundle
// (test/bundled-server.ts) alike: the entries side by side, the migrations beside them.
import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/** The server, and the worker thread it converts game data on, beside it. */
export const SERVER_ENTRIES = { server: 'src/server.ts', 'convert-worker': 'src/game-data/convert-worker.ts' };

/** Copies the migrations from the server's folder `serverDir` into the built files' folder `outDir`. */
export async function copyMigrations(serverDir: string, outDir: string): Promise<void> {
  await cp(join(serverDir, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  await cp(join(serverDir, 'src/db/pg/migrations'), join(outDir, 'pg/migrations'), { recursive: true });
}

import { cp } from 'node:fs/promises';

import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the worker thread it converts game data on, beside it.
  entry: { server: 'src/server.ts', 'convert-worker': 'src/game-data/convert-worker.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // Dependencies (our workspace packages among them) stay imports; only this app's code is bundled.
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    await cp('src/db/pg/migrations', 'dist/pg/migrations', { recursive: true });
  },
});

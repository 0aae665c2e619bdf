import { defineConfig } from 'tsup';

import { copyMigrations, SERVER_ENTRIES } from './build-layout.js';

export default defineConfig({
  entry: SERVER_ENTRIES,
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // Dependencies (our workspace packages among them) stay imports; only this app's code is bundled.
  onSuccess: () => copyMigrations('.', 'dist'),
});

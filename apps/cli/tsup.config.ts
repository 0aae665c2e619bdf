import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/data-convert.ts', 'src/list-validate.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  banner: { js: '#!/usr/bin/env node' },
});

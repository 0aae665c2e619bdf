import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/model/index.ts', 'src/phase/index.ts', 'src/query/index.ts', 'src/text/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});

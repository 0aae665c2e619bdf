// `pnpm bench`: runs every `bench/*.bench.ts` module of the workspace packages
// and prints their figures one per line as `name: value unit`.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { formatFigure, type Benchmark } from './figure.js';

const root = resolve(import.meta.dirname, '../../..');
const filter = process.argv[2];

function benchFiles(): string[] {
  const files: string[] = [];
  for (const group of ['packages', 'apps']) {
    for (const pkg of readdirSync(join(root, group))) {
      const dir = join(root, group, pkg, 'bench');
      let entries: string[];
      try {
        entries = readdirSync(dir);
      } catch {
        continue;
      }
      for (const entry of entries.sort()) if (entry.endsWith('.bench.ts')) files.push(join(dir, entry));
    }
  }
  // Matched against the path inside the repository: a checkout's own folder ('/work/phone-speed') must not match them all.
  return files.filter((file) => !filter || relative(root, file).includes(filter));
}

let failed = false;
for (const file of benchFiles()) {
  const module = (await import(pathToFileURL(file).href)) as { default: Benchmark };
  try {
    for (const figure of await module.default()) console.log(formatFigure(figure));
  } catch (error) {
    failed = true;
    console.error(`${relative(root, file)} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;

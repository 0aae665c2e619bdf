import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root above a file of this app (in src/ as in the bundled dist/); null outside a checkout. */
export function findProjectRoot(fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

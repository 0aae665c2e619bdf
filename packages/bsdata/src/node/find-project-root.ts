import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The workspace root (the folder holding pnpm-workspace.yaml) at or above
 * fromDir; null outside a checkout, as for an installed bin. Callers pass
 * their own folder, so it works from src/ and from a bundled dist/ alike.
 */
export function findProjectRoot(fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

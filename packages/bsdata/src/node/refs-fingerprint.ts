import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { GameDataRepo } from './game-data-repo.js';

// Git writes a ref by renaming a new file over it (a loose ref, or packed-refs when refs are packed): each write
// gives the file a new inode, so the inodes, sizes and times of these files change whenever a branch or tag does.
function describeFiles(path: string, into: string[]): void {
  const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    into.push(`${path} ${stat.ino} ${stat.size} ${stat.mtimeNs} ${stat.ctimeNs}`);
    return;
  }
  for (const name of readdirSync(path).sort()) describeFiles(join(path, name), into);
}

/**
 * A string that changes whenever a branch or tag of the repository does, read from the files git keeps them in:
 * a few stat calls instead of a git process. Null where the refs live elsewhere (reftable, a linked work tree's
 * common directory): there, only git can tell.
 */
export function refsFingerprint(repo: GameDataRepo): string | null {
  if (existsSync(join(repo.gitDir, 'reftable')) || existsSync(join(repo.gitDir, 'commondir'))) return null;
  const files: string[] = [];
  for (const place of ['packed-refs', 'refs/heads', 'refs/tags']) describeFiles(join(repo.gitDir, place), files);
  return files.join('\n');
}

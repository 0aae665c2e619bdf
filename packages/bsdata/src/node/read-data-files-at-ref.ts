import type { Result } from '@scrolldex/rules';

import type { DataFile } from '../catalogue/data-file.js';
import { readObjects } from './cat-file-batch.js';
import { decodeText } from './decode-text.js';
import type { GameDataRepo, GameDataRepoError } from './game-data-repo.js';
import { GitError } from './git-error.js';
import { isDataFilePath } from './is-data-file-path.js';
import { resolveRef } from './resolve-ref.js';
import { runGit } from './run-git.js';

export type DataFilesAtRef = { commit: string; files: DataFile[] };

type TreeEntry = { sha: string; path: string };

/** Parses `git ls-tree -r -z`: `<mode> SP <type> SP <sha> TAB <path>` records ending in NUL (paths unquoted). */
export function parseLsTree(output: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [, type, sha] = record.slice(0, tab).split(' ');
    if (tab < 0 || sha === undefined) throw new GitError('GIT_OUTPUT_UNREADABLE', `Unreadable git ls-tree line: ${record}`);
    if (type === 'blob') entries.push({ sha, path: record.slice(tab + 1) });
  }
  return entries;
}

/**
 * Reads every .cat and .gst file of the commit a ref names: one ls-tree, then
 * all blobs through a single cat-file process. Paths are relative to the repo
 * root, sorted as git sorts them.
 */
export async function readDataFilesAtRef(repo: GameDataRepo, ref: string): Promise<Result<DataFilesAtRef, GameDataRepoError>> {
  const resolved = await resolveRef(repo, ref);
  if (!resolved.ok) return resolved;
  const commit = resolved.value;

  const tree = await runGit(['ls-tree', '-r', '-z', '--full-tree', commit], { gitDir: repo.gitDir });
  const entries = parseLsTree(tree.toString('utf8')).filter((entry) => isDataFilePath(entry.path));
  const contents = await readObjects(
    repo.gitDir,
    entries.map((entry) => entry.sha),
  );
  const files = entries.map((entry, i) => ({ path: entry.path, text: decodeText(contents[i]!) }));
  return { ok: true, value: { commit, files } };
}

// The General's Handbook a commit's data is for, without converting it: the
// game system file's force entries, read from git as text. GET /refs names
// each release's season with it, so import can offer the release of a list's
// season.
import type { Handbook } from '@scrolldex/rules/model';

import { findCurrentHandbook } from '../handbook.js';
import { readObjects } from './cat-file-batch.js';
import { decodeText } from './decode-text.js';
import type { GameDataRepo } from './game-data-repo.js';
import { parseLsTree } from './read-data-files-at-ref.js';
import { runGit } from './run-git.js';

const FORCE_ENTRY_ID = /<forceEntry\s[^>]*?\sid="([^"]+)"/g;

/** The force entry ids of a game system file's text. */
export function forceEntryIds(gameSystemText: string): Set<string> {
  return new Set(Array.from(gameSystemText.matchAll(FORCE_ENTRY_ID), (match) => match[1]!));
}

/** The newest known handbook of the commit's game system (.gst) files; null when it has none or names no known handbook. */
export async function readHandbookAtCommit(repo: GameDataRepo, commit: string): Promise<Handbook | null> {
  const tree = await runGit(['ls-tree', '-r', '-z', '--full-tree', commit], { gitDir: repo.gitDir });
  const systems = parseLsTree(tree.toString('utf8')).filter((entry) => entry.path.toLowerCase().endsWith('.gst'));
  const texts = await readObjects(
    repo.gitDir,
    systems.map((entry) => entry.sha),
  );
  const ids = new Set(texts.flatMap((text) => [...forceEntryIds(decodeText(text))]));
  return findCurrentHandbook(ids) ?? null;
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DataFile } from '../catalogue/data-file.js';
import { decodeText } from './decode-text.js';
import { isDataFilePath } from './is-data-file-path.js';

async function listDataFilePaths(dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const paths: string[] = [];
  for (const entry of entries) {
    // Dot folders are tooling (.git, .github), never data.
    if (entry.name.startsWith('.')) continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) paths.push(...(await listDataFilePaths(dir, path)));
    else if (entry.isFile() && isDataFilePath(path)) paths.push(path);
  }
  return paths;
}

/**
 * Reads every .cat and .gst file under dir. Paths are relative to dir with `/`
 * separators and sorted, the same as readDataFilesAtRef gives for a git tree.
 */
export async function readDataFolder(dir: string): Promise<DataFile[]> {
  const paths = (await listDataFilePaths(dir, '')).sort(compareBytes);
  return Promise.all(paths.map(async (path) => ({ path, text: decodeText(await readFile(join(dir, path))) })));
}

// Git sorts tree paths bytewise; plain code-unit order matches it for the names data repos use.
function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

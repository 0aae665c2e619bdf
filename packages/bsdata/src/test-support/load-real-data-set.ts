// Test support: the real BSData files beside the project (../shared/bsdata),
// read once per test process.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import type { DataFile } from '../catalogue/data-file.js';
import { loadDataSet, type DataSet } from '../catalogue/load-data-set.js';
import { WarningReport } from '../report/warning-report.js';

export const REAL_DATA_DIR = resolve(import.meta.dirname, '../../../../../shared/bsdata/age-of-sigmar-4th');
export const REAL_DATA_REPO = resolve(import.meta.dirname, '../../../../../shared/bsdata/age-of-sigmar-4th.git');

let files: Promise<DataFile[]> | undefined;

export function loadRealDataFiles(): Promise<DataFile[]> {
  files ??= (async () => {
    const names = (await readdir(REAL_DATA_DIR)).filter((name) => name.endsWith('.cat') || name.endsWith('.gst'));
    return Promise.all(names.sort().map(async (name) => ({ path: name, text: await readFile(join(REAL_DATA_DIR, name), 'utf8') })));
  })();
  return files;
}

/** A freshly loaded data set (its own warning report) over the cached files. */
export async function loadRealDataSet(): Promise<DataSet> {
  return loadDataSet(await loadRealDataFiles(), new WarningReport());
}

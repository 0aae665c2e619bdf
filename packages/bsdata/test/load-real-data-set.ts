// Test support: the real BSData files of the pinned main commit (the test data's
// plain folder), read once per test process.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DataFile } from '../src/catalogue/data-file.js';
import { loadDataSet, type DataSet } from '../src/catalogue/load-data-set.js';
import { WarningReport } from '../src/report/warning-report.js';
import { DATA_FOLDER } from './data-repo.js';

let files: Promise<DataFile[]> | undefined;

export function loadRealDataFiles(): Promise<DataFile[]> {
  files ??= (async () => {
    const names = (await readdir(DATA_FOLDER)).filter((name) => name.endsWith('.cat') || name.endsWith('.gst'));
    return Promise.all(names.sort().map(async (name) => ({ path: name, text: await readFile(join(DATA_FOLDER, name), 'utf8') })));
  })();
  return files;
}

/** A freshly loaded data set (its own warning report) over the cached files. */
export async function loadRealDataSet(): Promise<DataSet> {
  return loadDataSet(await loadRealDataFiles(), new WarningReport());
}

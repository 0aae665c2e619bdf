// Test support: the real BSData files beside the project (../shared/bsdata),
// read once per test process.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DataFile } from '../src/catalogue/data-file.js';
import { loadDataSet, type DataSet } from '../src/catalogue/load-data-set.js';
import { WarningReport } from '../src/report/warning-report.js';
import { SHARED_FOLDER } from './shared-bsdata.js';

let files: Promise<DataFile[]> | undefined;

export function loadRealDataFiles(): Promise<DataFile[]> {
  files ??= (async () => {
    const names = (await readdir(SHARED_FOLDER)).filter((name) => name.endsWith('.cat') || name.endsWith('.gst'));
    return Promise.all(names.sort().map(async (name) => ({ path: name, text: await readFile(join(SHARED_FOLDER, name), 'utf8') })));
  })();
  return files;
}

/** A freshly loaded data set (its own warning report) over the cached files. */
export async function loadRealDataSet(): Promise<DataSet> {
  return loadDataSet(await loadRealDataFiles(), new WarningReport());
}

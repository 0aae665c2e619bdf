import { convertDataSet, type ConversionResult, type DataFile, type DataSource } from '@scrolldex/bsdata';
import type { Result } from '@scrolldex/rules';

import type { LoadError } from './load-data-files.js';

function isUnreadableDataSet(error: unknown): error is Error {
  return error instanceof Error && (error as Error & { code?: unknown }).code === 'UNREADABLE_DATA_SET';
}

/** Converts the data files, turning unreadable XML (the data's fault, not ours) into an error naming the file. */
export function convertDataFiles(files: readonly DataFile[], source: DataSource): Result<ConversionResult, LoadError> {
  try {
    return { ok: true, value: convertDataSet(files, source) };
  } catch (error) {
    if (!isUnreadableDataSet(error)) throw error;
    return { ok: false, errors: [{ message: error.message }] };
  }
}

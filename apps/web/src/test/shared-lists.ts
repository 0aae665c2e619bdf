// Real army-list exports of the shared corpus (../shared/fixtures/lists beside the project), read in place.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SHARED_LISTS_DIR = resolve(import.meta.dirname, '../../../../../shared/fixtures/lists');

export function readSharedList(file: string): string {
  return readFileSync(join(SHARED_LISTS_DIR, file), 'utf8');
}

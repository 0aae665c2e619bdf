// The app's layers (app, features, shared, state, data, ui) and its features (lists, builder, games...) may use one
// another, but never in a loop, however long: the finder and why are in tooling/test-harness/src/folder-cycles.ts.
import { join } from 'node:path';

import { folderCyclesUnder } from '@scrolldex/test-harness/folder-cycles';
import { describe, expect, it } from 'vitest';

describe('folder cycles in apps/web/src', () => {
  it.each(['.', 'features'])('finds none among the folders of src/%s', (root) => {
    expect(folderCyclesUnder(join(import.meta.dirname, root))).toEqual([]);
  });
});

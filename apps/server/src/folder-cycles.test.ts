// The server's areas (routes, db, sync, auth...) may use one another, but never in a loop, however long: the finder
// and why are in tooling/test-harness/src/folder-cycles.ts.
import { folderCyclesUnder } from '@scrolldex/test-harness/folder-cycles';
import { describe, expect, it } from 'vitest';

describe('folder cycles in apps/server/src', () => {
  it('finds none', () => {
    expect(folderCyclesUnder(import.meta.dirname)).toEqual([]);
  });
});

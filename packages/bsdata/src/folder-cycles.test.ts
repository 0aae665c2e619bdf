// The converter's areas (xml, units, armies, report...) may use one another, but never in a loop, however long: the
// finder and why are in tooling/test-harness/src/folder-cycles.ts.
import { folderCyclesUnder } from '@scrolldex/test-harness/folder-cycles';
import { describe, expect, it } from 'vitest';

describe('folder cycles in packages/bsdata/src', () => {
  it('finds none', () => {
    expect(folderCyclesUnder(import.meta.dirname)).toEqual([]);
  });
});

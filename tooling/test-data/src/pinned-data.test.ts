// The pins describe the snapshot commits exactly: what rebuild-snapshot.ts
// makes from the public history is then the commit the tests were written on.
import { PINNED_DATA_REFS, SNAPSHOT_AUTHOR, snapshotMessage } from '@scrolldex/test-harness/pinned-data';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import { describe, expect, it } from 'vitest';

import { git } from './git.js';

describe('the pinned data refs', () => {
  it('give each snapshot commit its tree, parent, author, date and message, byte for byte', () => {
    const who = `${SNAPSHOT_AUTHOR.name} <${SNAPSHOT_AUTHOR.email}>`;
    PINNED_DATA_REFS.forEach((pin, index) => {
      const parent = index === 0 ? '' : `parent ${PINNED_DATA_REFS[index - 1]!.commit}\n`;
      const expected = `tree ${pin.tree}\n${parent}author ${who} ${pin.date}\ncommitter ${who} ${pin.date}\n\n${snapshotMessage(pin)}`;
      expect(`${git(TEST_DATA_REPO, ['cat-file', 'commit', pin.commit])}\n`).toBe(expected);
    });
  });

  it('are the refs of the test data repository, main a branch and the rest tags', () => {
    const refs = git(TEST_DATA_REPO, ['for-each-ref', '--format=%(refname) %(objectname)']).split('\n');
    expect(refs).toEqual([
      'refs/heads/main 5c6977ffa6d277679932f7f22048b9f3b6ac1427',
      'refs/tags/battlescroll-2025-12 0e1c49c2791b0f085e93510eb0b157ba60ba765e',
      'refs/tags/battlescroll-2026-03 d166bc7fe674c938cc8fa0c9c19ed961bf821990',
      'refs/tags/battlescroll-2026-06 59ebd4dc5a22c17a345dee835ec08336ac84ece0',
    ]);
  });
});

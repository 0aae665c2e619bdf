import { afterAll, describe, expect, it } from 'vitest';

import { addCommit, git, makeTempDir, makeWritableClone } from '../../test/data-repo.js';
import { refsFingerprint } from './refs-fingerprint.js';

describe('refsFingerprint', () => {
  const temp = makeTempDir('refs-fingerprint');
  afterAll(temp.cleanup);

  it('stays the same while no ref moves, and changes when a branch moves, a tag comes or refs are packed', () => {
    const gitDir = makeWritableClone(temp.dir);
    const repo = { location: gitDir, gitDir, kind: 'local' } as const;
    const seen = [refsFingerprint(repo)];
    expect(seen[0]).not.toBeNull();
    expect(refsFingerprint(repo)).toBe(seen[0]);

    const commit = addCommit(gitDir, 'main', { 'notes.txt': 'x' }, 'A commit');
    seen.push(refsFingerprint(repo));
    git(gitDir, ['tag', 'new-tag', commit]);
    seen.push(refsFingerprint(repo));
    git(gitDir, ['pack-refs', '--all']);
    seen.push(refsFingerprint(repo));
    git(gitDir, ['update-ref', 'refs/heads/main', `${commit}~1`]);
    seen.push(refsFingerprint(repo));

    expect(new Set(seen).size).toBe(seen.length);
  });
});

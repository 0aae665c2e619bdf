import { afterAll, describe, expect, it } from 'vitest';

import { addCommit, git, makeTempDir, makeWritableClone, DATA_REPO } from '../../test/data-repo.js';
import type { GameDataRepo } from './game-data-repo.js';
import { listRefs } from './list-refs.js';

const shared: GameDataRepo = { location: DATA_REPO, gitDir: DATA_REPO, kind: 'local' };

describe('listRefs', () => {
  const temp = makeTempDir('refs');
  afterAll(temp.cleanup);

  it('lists main and the battlescroll tags with their descriptions', async () => {
    const refs = await listRefs(shared);
    expect(refs.map(({ kind, name }) => `${kind} ${name}`)).toEqual([
      'branch main',
      'tag battlescroll-2025-12',
      'tag battlescroll-2026-03',
      'tag battlescroll-2026-06',
    ]);
    for (const ref of refs) expect(ref.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(refs[0]!.description).toBeNull();
    expect(refs[1]!.description).toBe('BSData age-of-sigmar-4th data at upstream commit 98f24c1 (battlescroll-2025-12)');
    expect(refs[3]!.description).toMatch(/\(battlescroll-2026-06\)$/);
  });

  it("takes an annotated tag's own message and peels it to the commit", async () => {
    const gitDir = makeWritableClone(temp.dir);
    const commit = addCommit(gitDir, 'main', { 'notes.txt': 'x' }, 'A commit');
    git(gitDir, ['tag', '-a', 'annotated', '-m', 'Battlescroll notes\n\nLine two', commit]);

    const refs = await listRefs({ location: gitDir, gitDir, kind: 'local' });
    expect(refs.find((ref) => ref.name === 'annotated')).toEqual({
      kind: 'tag',
      name: 'annotated',
      commit,
      description: 'Battlescroll notes\n\nLine two',
    });
  });
});

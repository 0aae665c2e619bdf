import { describe, expect, it } from 'vitest';

import { DATA_REPO } from '../../test/data-repo.js';
import type { GameDataRepo } from './game-data-repo.js';
import { listRefs } from './list-refs.js';
import { forceEntryIds, readHandbookAtCommit } from './read-handbook-at-commit.js';

const shared: GameDataRepo = { location: DATA_REPO, gitDir: DATA_REPO, kind: 'local' };

describe('the handbook of a commit, read without converting', () => {
  it('names the season of each release and of main', async () => {
    const refs = await listRefs(shared);
    const seasons = await Promise.all(refs.map(async (ref) => [ref.name, (await readHandbookAtCommit(shared, ref.commit))?.season]));
    expect(Object.fromEntries(seasons)).toEqual({
      main: '2026-27',
      'battlescroll-2025-12': '2025-26',
      'battlescroll-2026-03': '2025-26',
      'battlescroll-2026-06': '2026-27',
    });
  });

  it('reads only force entries, not ids that name them', () => {
    const text = '<forceEntries><forceEntry name="GHB" id="f079-501a-2738-6845" hidden="false"/></forceEntries><link targetId="0151-9c5b-2f1e-32d4" id="x"/>';
    expect(forceEntryIds(text)).toEqual(new Set(['f079-501a-2738-6845']));
  });
});

import { describe, expect, it } from 'vitest';

import { DATA_REPO } from '../../test/data-repo.js';
import type { GameDataRepo } from './game-data-repo.js';
import { resolveRef } from './resolve-ref.js';

const shared: GameDataRepo = { location: DATA_REPO, gitDir: DATA_REPO, kind: 'local' };

describe('resolveRef', () => {
  it('gives the commit of a branch, a tag or a sha', async () => {
    const main = await resolveRef(shared, 'main');
    expect(main).toEqual({ ok: true, value: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const tag = await resolveRef(shared, 'battlescroll-2025-12');
    expect(tag.ok && tag.value).not.toBe(main.ok && main.value);
    expect(await resolveRef(shared, main.ok ? main.value : '')).toEqual(main);
  });

  it('returns an error value for a ref that does not exist', async () => {
    expect(await resolveRef(shared, 'battlescroll-1999-01')).toEqual({
      ok: false,
      errors: [{ code: 'REF_NOT_FOUND', message: `Ref battlescroll-1999-01 not found in ${DATA_REPO}` }],
    });
  });

  it('never hands git something it would read as an option', async () => {
    expect(await resolveRef(shared, '--all')).toMatchObject({ ok: false, errors: [{ code: 'REF_NOT_FOUND' }] });
    expect(await resolveRef(shared, '')).toMatchObject({ ok: false });
  });
});

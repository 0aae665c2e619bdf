import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makePublicHistory, makeSnapshots } from '../test/synthetic-history.js';
import { git } from './git.js';
import { rebuildSnapshot } from './rebuild-snapshot.js';

describe('rebuildSnapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-rebuild-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const history = join(dir, 'public.git');
  const publicCommits = makePublicHistory(history);
  const pins = makeSnapshots(join(dir, 'team'), publicCommits);

  it('makes each snapshot again, byte for byte, from the public commit it names', () => {
    const first = rebuildSnapshot(history, pins[0]!, null);
    const second = rebuildSnapshot(history, pins[1]!, pins[0]!.commit);
    expect([first, second]).toEqual([
      { ok: true, commit: pins[0]!.commit },
      { ok: true, commit: pins[1]!.commit },
    ]);
    // Only the data files: the public README and CI folder are left out.
    expect(git(history, ['ls-tree', '--name-only', pins[1]!.commit]).split('\n')).toEqual(['Army.cat', 'Game.gst']);
  });

  it('refuses a public commit whose data files are not the snapshot’s', () => {
    const other = { ...pins[1]!, upstream: publicCommits[0]!.slice(0, 7) };
    const result = rebuildSnapshot(history, other, pins[0]!.commit);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(`are not those of main (tree ${pins[1]!.tree})`) });
  });

  it('says so when the repository lacks the public commit too', () => {
    const missing = { ...pins[0]!, upstream: 'abcdef0' };
    expect(rebuildSnapshot(history, missing, null)).toEqual({
      ok: false,
      message: `it lacks both ${pins[0]!.commit} and the public commit abcdef0 that commit was made from`,
    });
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/data-repo.js';
import { findProjectRoot } from './find-project-root.js';

describe('findProjectRoot', () => {
  const temp = makeTempDir('project-root');
  afterAll(temp.cleanup);
  const root = join(temp.dir, 'checkout');
  const deep = join(root, 'apps', 'cli', 'dist');
  mkdirSync(deep, { recursive: true });
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');

  it('walks up to the folder holding pnpm-workspace.yaml', () => {
    expect(findProjectRoot(deep)).toBe(root);
    expect(findProjectRoot(root)).toBe(root);
  });

  it('is null outside a checkout', () => {
    const outside = join(temp.dir, 'installed', 'bin');
    mkdirSync(outside, { recursive: true });
    expect(findProjectRoot(outside)).toBeNull();
  });

  it('finds this checkout from this folder', () => {
    expect(findProjectRoot(import.meta.dirname)).toBe(join(import.meta.dirname, '../../../..'));
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { linkAtomically } from './link-atomically.js';

describe('linkAtomically', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'link-atomically-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a file a second name, and moves that name to a newer file', () => {
    writeFileSync(join(dir, 'old.json'), 'old');
    writeFileSync(join(dir, 'new.json'), 'new');
    linkAtomically(join(dir, 'old.json'), join(dir, 'main.json'));
    expect(readFileSync(join(dir, 'main.json'), 'utf8')).toBe('old');
    linkAtomically(join(dir, 'new.json'), join(dir, 'main.json'));
    expect(readFileSync(join(dir, 'main.json'), 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['main.json', 'new.json', 'old.json']);
  });

  it('leaves no partial name behind when the name already is the file', () => {
    writeFileSync(join(dir, 'converted.json'), 'data');
    linkAtomically(join(dir, 'converted.json'), join(dir, 'main.json'));
    linkAtomically(join(dir, 'converted.json'), join(dir, 'main.json'));
    expect(readdirSync(dir).sort()).toEqual(['converted.json', 'main.json']);
  });
});

import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

import type {} from '@scrolldex/test-harness/provided-context';
import { parseGameData } from '@scrolldex/rules';
import { PINNED_MAIN, pinnedCommit } from '@scrolldex/test-harness/pinned-data';
import { describe, expect, inject, it } from 'vitest';

import type { BuildArtifacts } from '../src/game-data/artifacts.js';
import type { Converter } from '../src/game-data/converter.js';
import { withConvertedCommit } from './converted-commit-converter.js';
import { DATA_REPO } from './helpers.js';

const repo = { location: DATA_REPO, gitDir: DATA_REPO, kind: 'local' as const };

describe('withConvertedCommit', () => {
  it('serves the converted file for its commit, naming the commit and no ref as the server does, and hands other commits on', async () => {
    const handedOn: string[] = [];
    const others: Converter = (_repo, commit) => {
      handedOn.push(commit);
      return Promise.resolve({ commit } as BuildArtifacts);
    };
    const convert = withConvertedCommit(inject('gameDataPath'), PINNED_MAIN, others);

    const main = await convert(repo, PINNED_MAIN);
    const served = JSON.parse(brotliDecompressSync(main.documents['game-data.json'].br).toString('utf8')) as { source: unknown; armies: object };
    const converted = JSON.parse(readFileSync(inject('gameDataPath'), 'utf8')) as { source: object; armies: object };
    expect(served.source).toEqual({ ...converted.source, ref: null, commit: PINNED_MAIN });
    expect(parseGameData(served).ok).toBe(true);
    expect(Object.keys(served.armies)).toEqual(Object.keys(converted.armies));
    expect(main.handbook.season).toBe('2026-27');

    const older = pinnedCommit('battlescroll-2025-12');
    expect((await convert(repo, older)).commit).toBe(older);
    expect(handedOn).toEqual([older]);
  });
});

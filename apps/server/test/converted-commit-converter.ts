// A converter that takes one commit's game data from a file already converted
// (the test data's main) and converts every other commit with `others`: the
// server still reads the commit's files, builds the rule documents and
// compresses everything as it serves it, without converting main again.
import { readFileSync } from 'node:fs';

import type { GameData } from '@scrolldex/rules';

import { buildArtifacts } from '../src/game-data/build-artifacts.js';
import type { Converter } from '../src/game-data/converter.js';

export function withConvertedCommit(gameDataPath: string, commit: string, others: Converter): Converter {
  return (repo, wanted) => {
    if (wanted !== commit) return others(repo, wanted);
    // The server's blob names the commit it was converted from and no ref (build-artifacts.ts).
    return buildArtifacts(repo, wanted, (_files, source) => {
      const data = JSON.parse(readFileSync(gameDataPath, 'utf8')) as GameData;
      return { data: { ...data, source: { ...data.source, ...source } }, warnings: [] };
    });
  };
}

import { convertDataSet } from '@scrolldex/bsdata';
import { readDataFilesAtRef, type GameDataRepo } from '@scrolldex/bsdata/node';

import { compressBody, jsonBytes } from '../http/precompressed-body.js';
import { buildRuleDocuments } from '../rules-documents/build-rule-documents.js';
import type { BuildArtifacts } from './artifacts.js';

export type ConvertDataSet = typeof convertDataSet;

/**
 * Reads the data files of one commit, converts them, and serialises and
 * compresses the army data and the rule documents. CPU-bound for seconds on
 * the real data: the server runs it on a worker thread (convert-worker.ts).
 */
export async function buildArtifacts(repo: GameDataRepo, commit: string, convert: ConvertDataSet = convertDataSet): Promise<BuildArtifacts> {
  const started = performance.now();
  const read = await readDataFilesAtRef(repo, commit);
  if (!read.ok) throw new Error(read.errors[0]!.message);
  // One blob serves every branch and tag at this commit, so it names the commit and no ref.
  const { data, warnings } = convert(read.value.files, { ref: null, commit });
  const rules = buildRuleDocuments(data);
  // gzip and brotli of every document at once, on libuv's thread pool.
  const [gameData, coreRules, advancedRules, battlePack] = await Promise.all(
    [data, rules['core_rules.json'], rules['ghb_advanced_rules.json'], rules['ghb_battle_pack.json']].map((value) => compressBody(jsonBytes(value))),
  );
  const documents = {
    'game-data.json': gameData!,
    'core_rules.json': coreRules!,
    'ghb_advanced_rules.json': advancedRules!,
    'ghb_battle_pack.json': battlePack!,
  } as BuildArtifacts['documents'];
  return { commit, handbook: data.handbook, warningCount: warnings.length, convertMs: Math.round(performance.now() - started), documents };
}

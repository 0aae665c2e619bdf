// `pnpm bench`: how long reading and converting the current data takes, and
// how big the game data the app downloads is, raw and compressed.
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { median, timeRuns, type Figure } from '@scrolldex/bench';
import { XMLParser } from 'fast-xml-parser';

import { convertDataSet } from '../src/convert-data-set.js';
import { resolveGameDataRepo } from '../src/node/game-data-location.js';
import { openGameDataRepo } from '../src/node/open-game-data-repo.js';
import { readDataFilesAtRef } from '../src/node/read-data-files-at-ref.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const REF = 'main';
const CONVERT_RUNS = 5;

const kilobytes = (bytes: number) => bytes / 1024;

async function readMain() {
  const choice = resolveGameDataRepo(process.env, PROJECT_ROOT);
  const opened = await openGameDataRepo(choice.location, join(PROJECT_ROOT, '.cache', 'bsdata'));
  if (!opened.ok) throw new Error(opened.errors[0]!.message);
  const read = await readDataFilesAtRef(opened.value, REF);
  if (!read.ok) throw new Error(read.errors[0]!.message);
  return read.value;
}

export default async function benchConvert(): Promise<Figure[]> {
  const totalStart = performance.now();
  const { commit, files } = await readMain();
  const readMs = performance.now() - totalStart;
  const { data } = convertDataSet(files, { ref: REF, commit });
  const totalMs = performance.now() - totalStart;

  // The run above was the warm-up; these are the measured ones.
  const convertMs = median(await timeRuns(CONVERT_RUNS, () => convertDataSet(files, { ref: REF, commit })));

  // The yardstick: a plain parse of the same files by a well-kept XML parser,
  // attributes included, building nothing else. The whole conversion must take under half of it.
  const xmlParser = new XMLParser({ ignoreAttributes: false });
  const plainParseMs = median(await timeRuns(CONVERT_RUNS, () => files.map((file) => xmlParser.parse(file.text))));

  const json = Buffer.from(JSON.stringify(data));
  const gzip = gzipSync(json, { level: 9 });
  const brotli = brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });

  return [
    { name: `bsdata read ${REF} from git`, value: readMs, unit: 'ms' },
    { name: `bsdata convert ${REF}`, value: convertMs, unit: 'ms' },
    { name: `bsdata convert ${REF} total`, value: totalMs, unit: 'ms' },
    { name: `fast-xml-parser parse of the same files`, value: plainParseMs, unit: 'ms' },
    { name: 'bsdata convert / fast-xml-parser parse (target < 0.5)', value: convertMs / plainParseMs, unit: 'ratio' },
    { name: 'game data raw', value: kilobytes(json.length), unit: 'KB' },
    { name: 'game data gzip', value: kilobytes(gzip.length), unit: 'KB' },
    { name: 'game data brotli', value: kilobytes(brotli.length), unit: 'KB' },
  ];
}

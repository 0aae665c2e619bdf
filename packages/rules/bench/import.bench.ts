// `pnpm bench import`: how long importing one list text takes, over every
// fixture list (the shared corpus of real exports and our own test lists),
// against the current game data, once the name indexes are warm.
import { median, quantile, type Figure } from '@scrolldex/bench';

import { formatList } from '../src/text/format-list.js';
import { parseListText } from '../src/text/parse-list.js';
import { makeList } from '../test/builders.js';
import { allListTexts } from '../test/list-texts.js';
import { readBenchGameData } from './read-bench-game-data.js';

const WARM_UP_ROUNDS = 50;
const ROUNDS = 500;

export default function benchImport(): Figure[] {
  const data = readBenchGameData();
  const texts = allListTexts().map(({ file, text }) => {
    if (!parseListText(text, data).ok) throw new Error(`${file} does not import`);
    return text;
  });
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const text of texts) parseListText(text, data);

  // Round-robin over the lists, so each sample sees the others' work in between.
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of texts) {
      const start = performance.now();
      parseListText(text, data);
      samples.push(performance.now() - start);
    }
  }

  // Export of the imported lists, validation state given (validating is validate.bench's figure).
  const lists = texts.map((text) => {
    const parsed = parseListText(text, data);
    if (!parsed.ok) throw new Error('unreachable: checked above');
    return makeList(parsed.value.list.faction, parsed.value.list);
  });
  const exportSamples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const list of lists) {
      const start = performance.now();
      formatList(list, data, { appVersion: 'bench', exportDate: new Date(0), validation: 'valid' });
      exportSamples.push(performance.now() - start);
    }
  }
  return [
    { name: 'import per list', value: median(samples), unit: 'ms' },
    { name: 'import per list (p95)', value: quantile(samples, 0.95), unit: 'ms' },
    { name: 'export per list', value: median(exportSamples), unit: 'ms' },
  ];
}

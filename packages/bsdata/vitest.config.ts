import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Conversion tests read the full real data set, often converting it in a beforeAll, beside the other projects' files
// and the browser tests' Chromium in `pnpm test`: they get more time than unit tests. The converter is pure, so the
// files of a worker share its modules (isolate: false): the XML parser and the converter are imported once per worker.
export default defineScrolldexProject({ name: '@scrolldex/bsdata', testTimeout: 60_000, hookTimeout: 60_000, isolate: false });

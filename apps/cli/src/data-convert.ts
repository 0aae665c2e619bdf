// `pnpm data:convert` and `scrolldex-data`: BattleScribe data in, game data JSON out.
import { findProjectRoot } from '@scrolldex/bsdata/node';

import { readCliEnvironment } from './env.js';
import { runDataConvert } from './run-data-convert.js';

process.exitCode = await runDataConvert({
  argv: process.argv.slice(2),
  env: readCliEnvironment(),
  cwd: process.cwd(),
  // Outside the workspace (an installed bin), the cache goes under the working directory.
  projectRoot: findProjectRoot(import.meta.dirname) ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

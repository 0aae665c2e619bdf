// `pnpm list-validate` and `scrolldex-list-validate`: army-list texts in, a validation report out.
import { homedir } from 'node:os';
import { text } from 'node:stream/consumers';

import { findProjectRoot } from '@scrolldex/bsdata/node';

import { readCliEnvironment } from './env.js';
import { defaultGameDataCacheDir } from './game-data-cache.js';
import { runListValidate } from './run-list-validate.js';

const projectRoot = findProjectRoot(import.meta.dirname);
const env = readCliEnvironment();

process.exitCode = await runListValidate({
  argv: process.argv.slice(2),
  env,
  cwd: process.cwd(),
  // Outside the workspace (an installed bin), URL clones go under the working directory.
  projectRoot: projectRoot ?? process.cwd(),
  gameDataCacheDir: defaultGameDataCacheDir(env, projectRoot, homedir()),
  stdout: (output) => process.stdout.write(output),
  stderr: (output) => process.stderr.write(output),
  readStdin: () => text(process.stdin),
  stdinIsTty: process.stdin.isTTY === true,
});

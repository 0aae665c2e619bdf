// `pnpm list-validate` and `scrolldex-list-validate`: army-list texts in, a validation report out.
import { text } from 'node:stream/consumers';

import { findProjectRoot } from './find-project-root.js';
import { runListValidate } from './run-list-validate.js';

process.exitCode = await runListValidate({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  // Outside the workspace (an installed bin), URL clones go under the working directory.
  projectRoot: findProjectRoot(import.meta.dirname) ?? process.cwd(),
  stdout: (output) => process.stdout.write(output),
  stderr: (output) => process.stderr.write(output),
  readStdin: () => text(process.stdin),
  stdinIsTty: process.stdin.isTTY === true,
});

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { convertDataFiles } from './convert-data-files.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { formatSummary } from './format-summary.js';
import { HELP_TEXT } from './help-text.js';
import { loadDataFiles, type LoadContext } from './load-data-files.js';
import { parseArgs } from './parse-args.js';
import { resolveUserPath } from './resolve-user-path.js';

export type CliIo = LoadContext & {
  argv: readonly string[];
  stdout: (text: string) => void;
  stderr: (text: string) => void;
};

/** The `data:convert` command; returns the process exit code. */
export async function runDataConvert(io: CliIo): Promise<number> {
  const parsed = parseArgs(io.argv);
  if (!parsed.ok) {
    io.stderr(`data:convert: ${parsed.errors[0]!.message}\n`);
    return EXIT_USAGE;
  }
  const args = parsed.value;
  if (args.help) {
    io.stdout(HELP_TEXT);
    return EXIT_OK;
  }

  const readStart = performance.now();
  const loaded = await loadDataFiles(args, io);
  if (!loaded.ok) {
    io.stderr(`data:convert: ${loaded.errors[0]!.message}\n`);
    return EXIT_FAILURE;
  }
  const { files, source, origin } = loaded.value;
  const convertStart = performance.now();

  const converted = convertDataFiles(files, source);
  if (!converted.ok) {
    io.stderr(`data:convert: ${converted.errors[0]!.message}\n`);
    return EXIT_FAILURE;
  }
  const result = converted.value;
  const convertEnd = performance.now();

  const outPath = resolveUserPath(args.out, io.env, io.cwd);
  const json = JSON.stringify(result.data);
  await mkdir(dirname(outPath), { recursive: true });
  await writeFile(outPath, json);

  const lines = formatSummary({
    data: result.data,
    warnings: result.warnings,
    origin,
    fileCount: files.length,
    outPath,
    outBytes: Buffer.byteLength(json),
    readMs: convertStart - readStart,
    convertMs: convertEnd - convertStart,
    allWarnings: args.allWarnings,
  });
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
}

import { readFile } from 'node:fs/promises';

import { computeConverterKey } from '@scrolldex/bsdata/node';
import type { GameData, Result } from '@scrolldex/rules';

import { checkListText, failedListReport, type ListOverrides, type ListReport } from './check-list-text.js';
import { convertDataFiles } from './convert-data-files.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { formatJsonReport, formatReport, type ValidationRun } from './format-report.js';
import { parseListValidateArgs, STDIN_FILE, type ListValidateArgs } from './list-validate-args.js';
import { LIST_VALIDATE_HELP } from './list-validate-help.js';
import { readCachedGameData, writeCachedGameData, type GameDataCache } from './game-data-cache.js';
import { locateData, readDataPlace, type LoadError } from './load-data-files.js';
import { resolveUserPath } from './resolve-user-path.js';
import type { CliIo } from './run-data-convert.js';

export type ListValidateIo = CliIo & {
  /** Where converted data is cached unless --cache-dir says otherwise (defaultGameDataCacheDir). */
  gameDataCacheDir: string;
  /** All of standard input, as text. */
  readStdin: () => Promise<string>;
  /** Standard input is a terminal, so nothing was piped in. */
  stdinIsTty: boolean;
};

/** How a list read from standard input is named in the report. */
export const STDIN_LABEL = '<stdin>';

type ReadError = { message: string };

function errnoOf(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

async function readListText(file: string, io: ListValidateIo): Promise<Result<string, ReadError>> {
  if (file === STDIN_FILE) return { ok: true, value: await io.readStdin() };
  const path = resolveUserPath(file, io.env, io.cwd);
  try {
    return { ok: true, value: await readFile(path, 'utf8') };
  } catch (error) {
    const code = errnoOf(error);
    if (code === undefined) throw error;
    const message = code === 'ENOENT' ? `No such file: ${path}` : code === 'EISDIR' ? `${path} is a folder, not a list file` : `Cannot read ${path}: ${code}`;
    return { ok: false, errors: [{ message }] };
  }
}

type LoadedGameData = { data: GameData; origin: string };

/** The data of a repository at a ref from the cache, else read, converted and cached; a plain folder is always converted. */
async function loadGameData(args: ListValidateArgs, cache: GameDataCache, io: ListValidateIo): Promise<Result<LoadedGameData, LoadError>> {
  const place = await locateData({ repo: args.data, ref: args.ref, dir: null, cacheDir: null, refresh: false, repoMayBeFolder: true }, io);
  if (!place.ok) return place;
  const commit = place.value.kind === 'repo' ? place.value.commit : null;
  const cached = commit === null ? null : await readCachedGameData(cache, commit);
  if (cached && place.value.kind === 'repo') return { ok: true, value: { data: cached, origin: place.value.origin } };

  const files = await readDataPlace(place.value);
  if (!files.ok) return files;
  const converted = convertDataFiles(files.value.files, files.value.source);
  if (!converted.ok) return converted;
  const { data } = converted.value;
  if (commit !== null) await writeCachedGameData(cache, commit, data);
  return { ok: true, value: { data, origin: files.value.origin } };
}

/** Checks one list; a bug that throws on it fails that list's report, never the lists after it or the report of those before. */
function checkListSafely(label: string, text: string, data: GameData, overrides: ListOverrides): ListReport {
  try {
    return checkListText(label, text, data, overrides);
  } catch (error) {
    return failedListReport(label, `Internal error while checking this list: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The `list-validate` command; returns the process exit code. */
export async function runListValidate(io: ListValidateIo): Promise<number> {
  const parsed = parseListValidateArgs(io.argv);
  if (!parsed.ok) {
    io.stderr(`list-validate: ${parsed.errors[0]!.message}\n`);
    return EXIT_USAGE;
  }
  const args = parsed.value;
  if (args.help) {
    io.stdout(LIST_VALIDATE_HELP);
    return EXIT_OK;
  }
  if (args.files.length === 0 && io.stdinIsTty) {
    io.stderr(`list-validate: No list to check: name list files, or pipe a list text in (see --help)\n`);
    return EXIT_USAGE;
  }

  const cacheDir = args.cacheDir === null ? io.gameDataCacheDir : resolveUserPath(args.cacheDir, io.env, io.cwd);
  const loaded = await loadGameData(args, { dir: cacheDir, key: await computeConverterKey() }, io);
  if (!loaded.ok) {
    io.stderr(`list-validate: ${loaded.errors[0]!.message}\n`);
    return EXIT_FAILURE;
  }
  const { data } = loaded.value;

  const lists: ListReport[] = [];
  for (const file of args.files.length > 0 ? args.files : [STDIN_FILE]) {
    const label = file === STDIN_FILE ? STDIN_LABEL : file;
    const text = await readListText(file, io);
    lists.push(text.ok ? checkListSafely(label, text.value, data, args) : failedListReport(label, text.errors[0]!.message));
  }

  const run: ValidationRun = { data: { handbook: data.handbook.name, ref: data.source.ref, commit: data.source.commit }, lists };
  io.stdout(`${args.json ? formatJsonReport(run) : formatReport(run, loaded.value.origin).join('\n')}\n`);
  return lists.some((report) => report.state === 'error') ? EXIT_FAILURE : EXIT_OK;
}

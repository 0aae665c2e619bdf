import { isPointsCap, POINTS_CAP_RANGE, VALIDATOR_MODES, type Result, type ValidatorMode } from '@scrolldex/rules';

import { failArgs, scanArgs, type ArgError } from './parse-args.js';

export type ListValidateArgs = {
  help: boolean;
  /** Path or URL of a git repository, or a plain folder; null means: choose with resolveGameDataRepo. */
  data: string | null;
  /** Branch, tag or commit in the repo; null means main. */
  ref: string | null;
  /** Overrides the validator mode of every list. */
  mode: ValidatorMode | null;
  /** Overrides the points cap every list's title states. */
  cap: number | null;
  json: boolean;
  /** Where converted data is cached; null means: defaultGameDataCacheDir. */
  cacheDir: string | null;
  /** The list files in order; STDIN_FILE reads standard input. Empty means: read standard input. */
  files: string[];
};

/** The file argument that means standard input. */
export const STDIN_FILE = '-';

const LIST_VALIDATE_OPTIONS = {
  values: { '--data': 'data', '--ref': 'ref', '--mode': 'mode', '--cap': 'cap', '--cache-dir': 'cacheDir' },
  flags: { '--help': 'help', '-h': 'help', '--json': 'json' },
} as const;

/** 'Holy-Havoc' and 'holy_havoc' name 'holy havoc' too, so the mode needs no quotes. */
export function parseMode(value: string): ValidatorMode | null {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  return VALIDATOR_MODES.find((mode) => mode === wanted) ?? null;
}

/** A points cap as the builder allows it (isPointsCap), written in digits. */
export function parseCap(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const cap = Number(value);
  return isPointsCap(cap) ? cap : null;
}

/** Reads `list-validate` arguments: options anywhere, list files as operands. */
export function parseListValidateArgs(argv: readonly string[]): Result<ListValidateArgs, ArgError> {
  const scanned = scanArgs(argv, LIST_VALIDATE_OPTIONS);
  if (!scanned.ok) return scanned;
  const { values, flags, operands } = scanned.value;

  const mode = values.mode === undefined ? null : parseMode(values.mode);
  if (values.mode !== undefined && mode === null) {
    return failArgs('INVALID_VALUE', `--mode must be one of ${VALIDATOR_MODES.join(', ')}; got '${values.mode}'`);
  }
  const cap = values.cap === undefined ? null : parseCap(values.cap);
  if (values.cap !== undefined && cap === null) {
    return failArgs('INVALID_VALUE', `--cap must be ${POINTS_CAP_RANGE}; got '${values.cap}'`);
  }
  if (operands.filter((file) => file === STDIN_FILE).length > 1) {
    return failArgs('REPEATED_OPTION', `'${STDIN_FILE}' (standard input) is given more than once`);
  }

  return {
    ok: true,
    value: { ...flags, data: values.data ?? null, ref: values.ref ?? null, mode, cap, cacheDir: values.cacheDir ?? null, files: operands },
  };
}

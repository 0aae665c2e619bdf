import type { Result } from '@scrolldex/rules';

export type DataConvertArgs = {
  help: boolean;
  /** Path or URL of a git repository; null means: choose with resolveGameDataRepo. */
  repo: string | null;
  /** Branch, tag or commit in the repo; null means main. */
  ref: string | null;
  /** A plain folder of .cat/.gst files instead of a repository. */
  dir: string | null;
  out: string;
  cacheDir: string | null;
  refresh: boolean;
  allWarnings: boolean;
};

export type ArgError = {
  code: 'UNKNOWN_OPTION' | 'MISSING_VALUE' | 'UNEXPECTED_ARGUMENT' | 'CONFLICTING_OPTIONS' | 'REPEATED_OPTION' | 'INVALID_VALUE';
  message: string;
};

export const DEFAULT_OUT = 'data/game-data.json';
export const DEFAULT_REF = 'main';

/** The options a command accepts: option name -> the key its value or flag is stored under. */
export type OptionSpec<TValue extends string, TFlag extends string> = {
  values: Readonly<Record<string, TValue>>;
  flags: Readonly<Record<string, TFlag>>;
};

export type ScannedArgs<TValue extends string, TFlag extends string> = {
  values: Partial<Record<TValue, string>>;
  flags: Record<TFlag, boolean>;
  /** The arguments that are not options, in order: '-' is one, and so is everything after '--'. */
  operands: string[];
};

export function failArgs(code: ArgError['code'], message: string): { ok: false; errors: ArgError[] } {
  return { ok: false, errors: [{ code, message }] };
}

/** Reads `--name value` or `--name=value`, flags without values, and operands; an option given twice is an error. */
export function scanArgs<TValue extends string, TFlag extends string>(
  argv: readonly string[],
  spec: OptionSpec<TValue, TFlag>,
): Result<ScannedArgs<TValue, TFlag>, ArgError> {
  const values: Partial<Record<TValue, string>> = {};
  const flags = Object.fromEntries(Object.values<TFlag>(spec.flags).map((key) => [key, false])) as Record<TFlag, boolean>;
  const operands: string[] = [];

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      operands.push(...argv.slice(i + 1));
      break;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals >= 0 ? arg.slice(0, equals) : arg;

    if (Object.hasOwn(spec.flags, name)) {
      if (equals >= 0) return failArgs('UNEXPECTED_ARGUMENT', `${name} takes no value`);
      flags[spec.flags[name]!] = true;
    } else if (Object.hasOwn(spec.values, name)) {
      const value = equals >= 0 ? arg.slice(equals + 1) : argv[++i];
      if (value === undefined || value === '' || (equals < 0 && value.startsWith('--'))) {
        return failArgs('MISSING_VALUE', `${name} needs a value`);
      }
      const key = spec.values[name]!;
      if (values[key] !== undefined) return failArgs('REPEATED_OPTION', `${name} is given more than once`);
      values[key] = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return failArgs('UNKNOWN_OPTION', `Unknown option ${name} (see --help)`);
    } else {
      operands.push(arg);
    }
  }
  return { ok: true, value: { values, flags, operands } };
}

const DATA_CONVERT_OPTIONS = {
  values: { '--repo': 'repo', '--ref': 'ref', '--dir': 'dir', '--out': 'out', '--cache': 'cacheDir' },
  flags: { '--help': 'help', '-h': 'help', '--refresh': 'refresh', '--all-warnings': 'allWarnings' },
} as const;

/** Reads `data:convert` arguments. */
export function parseArgs(argv: readonly string[]): Result<DataConvertArgs, ArgError> {
  const scanned = scanArgs(argv, DATA_CONVERT_OPTIONS);
  if (!scanned.ok) return scanned;
  const { values, flags, operands } = scanned.value;

  if (operands.length > 0) {
    return failArgs('UNEXPECTED_ARGUMENT', `Unexpected argument '${operands[0]}': name the data with --repo <path or url> or --dir <folder>`);
  }
  if (values.repo !== undefined && values.dir !== undefined) {
    return failArgs('CONFLICTING_OPTIONS', '--repo and --dir cannot be used together');
  }
  if (values.dir !== undefined && (values.ref !== undefined || values.cacheDir !== undefined || flags.refresh)) {
    return failArgs('CONFLICTING_OPTIONS', '--ref, --cache and --refresh only apply to a git repository, not to --dir');
  }

  return {
    ok: true,
    value: {
      ...flags,
      repo: values.repo ?? null,
      ref: values.ref ?? null,
      dir: values.dir ?? null,
      out: values.out ?? DEFAULT_OUT,
      cacheDir: values.cacheDir ?? null,
    },
  };
}

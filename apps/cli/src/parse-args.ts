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

export type ArgError = { code: 'UNKNOWN_OPTION' | 'MISSING_VALUE' | 'UNEXPECTED_ARGUMENT' | 'CONFLICTING_OPTIONS' | 'REPEATED_OPTION'; message: string };

export const DEFAULT_OUT = 'data/game-data.json';
export const DEFAULT_REF = 'main';

const VALUE_OPTIONS = { '--repo': 'repo', '--ref': 'ref', '--dir': 'dir', '--out': 'out', '--cache': 'cacheDir' } as const;
const FLAG_OPTIONS = { '--help': 'help', '-h': 'help', '--refresh': 'refresh', '--all-warnings': 'allWarnings' } as const;

type ValueOption = keyof typeof VALUE_OPTIONS;
type FlagOption = keyof typeof FLAG_OPTIONS;

function isValueOption(name: string): name is ValueOption {
  return Object.hasOwn(VALUE_OPTIONS, name);
}

function isFlagOption(name: string): name is FlagOption {
  return Object.hasOwn(FLAG_OPTIONS, name);
}

function fail(code: ArgError['code'], message: string): { ok: false; errors: ArgError[] } {
  return { ok: false, errors: [{ code, message }] };
}

/** Reads `data:convert` arguments: `--name value` or `--name=value`, flags without values. */
export function parseArgs(argv: readonly string[]): Result<DataConvertArgs, ArgError> {
  const values: Partial<Record<(typeof VALUE_OPTIONS)[ValueOption], string>> = {};
  const flags = { help: false, refresh: false, allWarnings: false };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals >= 0 ? arg.slice(0, equals) : arg;

    if (isFlagOption(name)) {
      if (equals >= 0) return fail('UNEXPECTED_ARGUMENT', `${name} takes no value`);
      flags[FLAG_OPTIONS[name]] = true;
    } else if (isValueOption(name)) {
      const value = equals >= 0 ? arg.slice(equals + 1) : argv[++i];
      if (value === undefined || value === '' || (equals < 0 && value.startsWith('--'))) {
        return fail('MISSING_VALUE', `${name} needs a value`);
      }
      const key = VALUE_OPTIONS[name];
      if (values[key] !== undefined) return fail('REPEATED_OPTION', `${name} is given more than once`);
      values[key] = value;
    } else if (arg.startsWith('-')) {
      return fail('UNKNOWN_OPTION', `Unknown option ${name} (see --help)`);
    } else {
      return fail('UNEXPECTED_ARGUMENT', `Unexpected argument '${arg}': name the data with --repo <path or url> or --dir <folder>`);
    }
  }

  if (values.repo !== undefined && values.dir !== undefined) {
    return fail('CONFLICTING_OPTIONS', '--repo and --dir cannot be used together');
  }
  if (values.dir !== undefined && (values.ref !== undefined || values.cacheDir !== undefined || flags.refresh)) {
    return fail('CONFLICTING_OPTIONS', '--ref, --cache and --refresh only apply to a git repository, not to --dir');
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

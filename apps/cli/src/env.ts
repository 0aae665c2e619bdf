// The only CLI module that reads process.env. The bins pass its snapshot to
// the runners, which tests call with their own environment.

/** The variables the CLI reads: where pnpm ran, the data repository, and the cache folder. */
const CLI_VARIABLES = ['INIT_CWD', 'GAME_DATA_REPO', 'SCROLLDEX_CACHE_DIR', 'XDG_CACHE_HOME'] as const;

export type CliEnvironment = Readonly<Partial<Record<(typeof CLI_VARIABLES)[number], string>>>;

export function readCliEnvironment(): CliEnvironment {
  return Object.fromEntries(CLI_VARIABLES.map((name) => [name, process.env[name]]));
}

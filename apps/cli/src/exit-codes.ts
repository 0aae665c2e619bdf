/** Process exit codes of the CLI: 2 is reserved for bad arguments, as usual for command-line tools. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

import { isAbsolute, resolve } from 'node:path';

/**
 * Resolves a path the user typed. `pnpm data:convert` runs the script inside
 * apps/cli, so relative paths are taken from INIT_CWD, the directory pnpm was
 * started in, and from the process's own directory only without pnpm.
 */
export function resolveUserPath(path: string, env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  if (isAbsolute(path)) return path;
  return resolve(env.INIT_CWD || cwd, path);
}

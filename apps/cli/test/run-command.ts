// For the CLI's tests: a command run as `pnpm <script>` runs it, in a child process from its TypeScript sources, for
// the few tests whose subject is the process (its environment, standard input and exit code).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export type CommandOutcome = { code: number; stdout: string; stderr: string };

export const CLI_APP_DIR = resolve(import.meta.dirname, '..');

/** `entry`: the command's source under src/, e.g. 'list-validate.ts'; `env` is laid over this process's. */
export function runCommandProcess(
  entry: string,
  args: readonly string[],
  options: { env?: Record<string, string | undefined>; stdin?: string } = {},
): Promise<CommandOutcome> {
  const child = spawn(process.execPath, ['--conditions=@scrolldex/source', '--import', 'tsx', `src/${entry}`, ...args], {
    cwd: CLI_APP_DIR,
    env: { ...process.env, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(options.stdin ?? '');
  return new Promise((done, failed) => {
    child.on('error', failed);
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

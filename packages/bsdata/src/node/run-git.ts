import { execFile } from 'node:child_process';

import { GitError } from './git-error.js';

export type GitOptions = {
  /** Passed as --git-dir; omit for commands that take no repository (clone). */
  gitDir?: string;
  cwd?: string;
  env?: Readonly<Record<string, string>>;
};

export type GitOutput = { exitCode: number; stdout: Buffer; stderr: string };

// Never wait for a password prompt: a private or mistyped URL must fail, not hang.
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo', LC_ALL: 'C' };
// ls-tree and for-each-ref output stays small, but a big repo's listing must not hit the default 1 MB cap.
const MAX_BUFFER = 256 * 1024 * 1024;

function gitArgs(args: readonly string[], gitDir: string | undefined): string[] {
  return gitDir === undefined ? [...args] : ['--git-dir', gitDir, ...args];
}

/** Runs git without a shell and reports its exit code instead of throwing on a non-zero one. */
export function tryRunGit(args: readonly string[], options: GitOptions = {}): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      gitArgs(args, options.gitDir),
      {
        cwd: options.cwd,
        // eslint-disable-next-line no-restricted-properties -- git runs in this process's environment (PATH, HOME), plus ours.
        env: { ...process.env, ...GIT_ENV, ...options.env },
        encoding: 'buffer',
        maxBuffer: MAX_BUFFER,
      },
      (error, stdout, stderr) => {
        const stderrText = stderr.toString('utf8');
        if (error && typeof error.code !== 'number') {
          const reason = error.code === 'ENOENT' ? 'git is not installed or not on PATH' : error.message;
          reject(new GitError('GIT_FAILED', `Could not run git ${args[0] ?? ''}: ${reason}`, stderrText));
          return;
        }
        resolve({ exitCode: error ? Number(error.code) : 0, stdout, stderr: stderrText });
      },
    );
  });
}

/** Runs git and returns its stdout; a non-zero exit is a GitError. */
export async function runGit(args: readonly string[], options: GitOptions = {}): Promise<Buffer> {
  const output = await tryRunGit(args, options);
  if (output.exitCode !== 0) {
    throw new GitError('GIT_FAILED', `git ${args.join(' ')} failed: ${lastLine(output.stderr)}`, output.stderr);
  }
  return output.stdout;
}

/** The line of git's stderr that says what went wrong (it ends with it). */
export function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1]?.trim() || 'no error message';
}

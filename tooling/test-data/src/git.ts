// git for the test data's plumbing: synchronous (the global setup does one
// thing after another) and quiet, never waiting for a password.
import { execFileSync, spawnSync } from 'node:child_process';

export type GitCall = { input?: string; env?: Readonly<Record<string, string>> };

const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };

function gitEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...GIT_ENV, ...extra };
}

/** git's stdout, trimmed; a non-zero exit throws with git's own message. */
export function git(gitDir: string, args: readonly string[], call: GitCall = {}): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    input: call.input,
    env: gitEnv(call.env),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  }).trim();
}

/** git's stdout, trimmed, or null when git exits non-zero (a missing object or ref). */
export function tryGit(gitDir: string, args: readonly string[]): string | null {
  const run = spawnSync('git', ['--git-dir', gitDir, ...args], { env: gitEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The commit an object name means in the repository, or null when the repository lacks it. */
export function findCommit(gitDir: string, name: string): string | null {
  return tryGit(gitDir, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]);
}

import { spawn } from 'node:child_process';

import { GitError } from './git-error.js';

const NEWLINE = 0x0a;

/**
 * Splits `git cat-file --batch` output into object contents, in request order.
 * Each object is `<sha> <type> <size>\n<size bytes>\n`; contents may hold any
 * byte, so they are cut by the size, never by searching for newlines.
 */
export function parseCatFileBatch(output: Buffer, expectedCount: number): Buffer[] {
  const contents: Buffer[] = [];
  let position = 0;
  while (position < output.length) {
    const headerEnd = output.indexOf(NEWLINE, position);
    if (headerEnd < 0) throw new GitError('GIT_OUTPUT_UNREADABLE', 'git cat-file output ends inside a header');
    const header = output.toString('latin1', position, headerEnd);
    const [sha, type, size] = header.split(' ');
    if (type === 'missing' || size === undefined) {
      throw new GitError('GIT_OUTPUT_UNREADABLE', `git cat-file could not read object ${sha ?? header}`);
    }
    const start = headerEnd + 1;
    const end = start + Number(size);
    if (!Number.isSafeInteger(end) || end >= output.length || output[end] !== NEWLINE) {
      throw new GitError('GIT_OUTPUT_UNREADABLE', `git cat-file output for ${sha} is cut short`);
    }
    contents.push(output.subarray(start, end));
    position = end + 1;
  }
  if (contents.length !== expectedCount) {
    throw new GitError('GIT_OUTPUT_UNREADABLE', `git cat-file returned ${contents.length} objects, expected ${expectedCount}`);
  }
  return contents;
}

/** Reads many objects through one `git cat-file --batch` process: one process instead of one per file. */
export function readObjects(gitDir: string, shas: readonly string[]): Promise<Buffer[]> {
  if (shas.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error) => reject(new GitError('GIT_FAILED', `Could not run git cat-file: ${error.message}`)));
    child.on('close', (exitCode) => {
      const stderr = Buffer.concat(errors).toString('utf8');
      if (exitCode !== 0) {
        reject(new GitError('GIT_FAILED', `git cat-file --batch exited with ${exitCode}: ${stderr.trim()}`, stderr));
        return;
      }
      try {
        resolve(parseCatFileBatch(Buffer.concat(chunks), shas.length));
      } catch (error) {
        reject(error as Error);
      }
    });
    child.stdin.end(`${shas.join('\n')}\n`);
  });
}

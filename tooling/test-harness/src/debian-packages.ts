// The Debian packages the tests need (Chromium, poppler-utils, PostgreSQL), installed with apt when missing, so a
// clean CI machine needs nothing beforehand. Asynchronous: the browser tests' global setup installs in the background
// while the other tests run.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every install takes this lock first: a second `apt-get update` while one runs fails at once (apt waits for dpkg's
 * lock when asked, never for its lists' lock), and the browser tests' install may still run when PostgreSQL's starts.
 */
const APT_LOCK = join(tmpdir(), 'scrolldex-apt.lock');

/** What a command printed, and how it ended. */
type Finished = { output: string; exit: string | null };

function runQuietly(command: readonly string[]): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error) => resolve({ output: error.message, exit: 'not started' }));
    child.on('close', (code, signal) => resolve({ output: output.join(''), exit: code === 0 ? null : String(code ?? signal) }));
  });
}

/**
 * Installs `packages` in one apt run (`apt-get update`, then `install`), as root (with sudo when not root, as a CI
 * runner's user has password-less sudo). Its output is printed only when it fails, with the error, which names `purpose`.
 */
export async function installDebianPackages(packages: readonly string[], purpose: string): Promise<void> {
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const started = performance.now();
  console.log(`[apt] installing Debian's ${packages.join(', ')} with apt-get, to ${purpose}.`);
  const { output, exit } = await runQuietly([...asRoot, 'flock', APT_LOCK, 'sh', '-c', apt]);
  if (exit !== null) {
    console.error(output);
    throw new Error(`'${apt}' failed (exit ${exit}); install ${packages.join(', ')} to ${purpose}.`);
  }
  console.log(`[apt] installed ${packages.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

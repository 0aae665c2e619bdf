// A plain folder of a pinned commit's data files, for the tests of what reads
// folders (data:convert --dir, list-validate --data <folder>, readDataFolder).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';

/** The commit's .cat and .gst files, byte for byte, in `dir`; written once. */
export function writeDataFolder(gitDir: string, commit: string, dir: string): void {
  if (existsSync(dir)) return;
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const tar = execFileSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', commit, '--', '*.cat', '*.gst'], { maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', partial], { input: tar });
  renameSync(partial, dir);
}

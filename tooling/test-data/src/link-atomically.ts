import { linkSync, renameSync, rmSync, statSync } from 'node:fs';

function isSameFile(a: string, b: string): boolean {
  const first = statSync(a);
  const second = statSync(b, { throwIfNoEntry: false });
  return second !== undefined && first.dev === second.dev && first.ino === second.ino;
}

/** `path` under a second name, replaced in one step: a reader sees the old file or the new one. */
export function linkAtomically(path: string, name: string): void {
  // Renaming one name of a file onto another of the same file does nothing (POSIX rename), which left the partial
  // name behind on every run that found the data already linked.
  if (isSameFile(path, name)) return;
  const partial = `${name}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  linkSync(path, partial);
  renameSync(partial, name);
}

// The saved lists, games and rosters each follow the other tabs (data/library-changes.ts): when one announces a
// change to an owner's store, this tab reads that store again and shows what it read.
import { isLibraryOwner, type LibraryOwner } from '../data/list-library-store';

/**
 * Follows another tab's changes (`follow`, a channel of data/library-changes.ts): reads the changed owner's store
 * again with `read` and hands it to `take`. A read that fails is logged and leaves what is shown. Returns the
 * unsubscribe, so it can be an atom's onMount.
 */
export function rereadOnChange<T>(
  follow: (listener: (owner: string) => void) => () => void,
  read: (owner: LibraryOwner) => Promise<T>,
  take: (owner: LibraryOwner, stored: T) => void,
  what: string,
): () => void {
  return follow((owner) => {
    if (!isLibraryOwner(owner)) return;
    void read(owner).then(
      (stored) => take(owner, stored),
      (error: unknown) => console.warn(`Could not read another tab's change to the ${what}.`, error),
    );
  });
}

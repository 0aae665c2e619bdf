// A campaign roster sits in the Lists tab beside the lists: in the top-level
// order and in a folder's `lists` it is written 'roster:<id>', as a folder is
// 'folder:<id>', so an entry says what it names without the rosters at hand.
const ROSTER_ENTRY = 'roster:';

/** How a roster appears in the top-level order and in a folder's `lists`. */
export function rosterEntry(rosterId: string): string {
  return `${ROSTER_ENTRY}${rosterId}`;
}

export function isRosterEntry(entry: string): boolean {
  return entry.startsWith(ROSTER_ENTRY);
}

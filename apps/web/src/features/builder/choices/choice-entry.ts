// One thing a list may choose (a formation, a card, a lore, an enhancement, a
// regiment of renown, a piece of faction terrain) as its card shows it.
import type { ReactNode } from 'react';

export type ChoiceEntry = {
  name: string;
  points: number;
  legends: boolean;
  /** Who may take it, or what it brings ('Units: Gotrek Gurnisson'). */
  restriction?: string | null;
  /** Why it cannot be chosen here (taken by another unit, your other card); null when it can. */
  blockedReason?: string | null;
  /** Its rules: ability cards, a battle tactic card's three tactics. */
  rules: ReactNode;
};

/** The entries the sheet shows: Legends ones only where the list's mode offers them or the player asked. */
export function shownEntries(entries: readonly ChoiceEntry[], showLegends: boolean, current: string | null): ChoiceEntry[] {
  return entries.filter((entry) => showLegends || !entry.legends || entry.name === current);
}

// What a faction terrain piece brings along as derived entries (docs/decisions.md, "Auto-Endrin"):
// the Zontari Endrin Dock's Auto-Endrin, shown under it at 0 points, never a
// list unit, never picked and never an error.
import { nameKey } from '../shared/name-key.js';

/** The entry the Zontari Endrin Dock brings along: derived, never picked. */
export const AUTO_ENDRIN = 'Auto-Endrin';

/** The faction terrain whose derived 'Auto-Endrin' entry is printed under it and skipped on import. */
const ENDRIN_DOCK_NAME = 'Zontari Endrin Dock';

export function terrainCompanions(terrain: string): string[] {
  return nameKey(terrain) === nameKey(ENDRIN_DOCK_NAME) ? [AUTO_ENDRIN] : [];
}

// What a faction terrain piece brings along as derived entries (docs/decisions.md, "Auto-Endrin"):
// the Zontari Endrin Dock's Auto-Endrin, shown under it at 0 points, never a
// list unit, never picked and never an error.
import { AUTO_ENDRIN } from '../picker/offerable.js';
import { nameKey } from '../shared/name-key.js';
import { ENDRIN_DOCK_NAME } from '../text/line-patterns.js';

export function terrainCompanions(terrain: string): string[] {
  return nameKey(terrain) === nameKey(ENDRIN_DOCK_NAME) ? [AUTO_ENDRIN] : [];
}

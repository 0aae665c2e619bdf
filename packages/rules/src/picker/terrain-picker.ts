import type { Army, Unit } from '../model/index.js';
import { isOfferable } from '../lookup/offerable.js';

/** The army's faction terrain pieces; picking one sets the list's faction terrain. */
export function terrainCandidates(army: Pick<Army, 'units'>): Unit[] {
  return army.units.filter((unit) => unit.type === 'Terrain' && isOfferable(unit));
}

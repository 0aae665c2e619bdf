import type { Army, Unit } from '../model/index.js';
import { auxiliaryCandidates } from './auxiliary-picker.js';
import { leaderCandidates } from './leader-picker.js';
import type { PickerFilter } from './picker-filter.js';
import { regimentUnitCandidates } from './regiment-unit-picker.js';
import { terrainCandidates } from './terrain-picker.js';
import { unitsOfType } from './unit-type-picker.js';

export type PickContext = {
  /** The regiment's leader, for the 'unit' filter; without one it offers nothing unless overridden. */
  leader?: Unit | undefined;
  override?: boolean;
};

/** The units a picker offers for a unit filter; regiments of renown have their own picker. */
export function pickUnits(army: Pick<Army, 'units'>, filter: Exclude<PickerFilter, { kind: 'ror' }>, context: PickContext = {}): Unit[] {
  switch (filter.kind) {
    case 'leader':
      return leaderCandidates(army);
    case 'unit':
      return regimentUnitCandidates(army, context.leader, { override: context.override ?? false });
    case 'aux':
      return auxiliaryCandidates(army);
    case 'terrain':
      return terrainCandidates(army);
    case 'type':
      return unitsOfType(army, filter.type);
  }
}

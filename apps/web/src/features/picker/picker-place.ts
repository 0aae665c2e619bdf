// What the picker is filling, as its subtitle says: the regiment by its
// title, the auxiliary units, the regiment of renown, or faction terrain.
import { AUXILIARY_INDEX, regimentTitles, type ArmyList, type PickerFilter } from '@scrolldex/rules';

export function pickerPlace(list: Pick<ArmyList, 'regiments'>, filter: PickerFilter, regimentIdx: number): string {
  if (filter.kind === 'terrain') return 'Faction Terrain';
  if (filter.kind === 'ror') return 'Regiment of Renown';
  if (filter.kind === 'aux' || regimentIdx === AUXILIARY_INDEX) return 'Auxiliary Units';
  const title = regimentTitles(list.regiments)[regimentIdx];
  if (filter.kind === 'leader') return title ? `Leader of ${title}` : 'Leader of a new regiment';
  return title ?? 'New regiment';
}

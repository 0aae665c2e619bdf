// The unit page of a list unit, opened with its list context (list-building
// §2): regimentIdx 500 for the regiment of renown, 999 for auxiliaries, and
// unitIdx 'leader' for a regiment's leader.
import { AUXILIARY_INDEX, REGIMENT_OF_RENOWN_INDEX, REGIMENT_OF_RENOWN_ROUTE_PREFIX, type ArmyList, type UnitRef } from '@scrolldex/rules';

export type UnitPageLink = {
  to: '/army/$armyName/unit/$unitName';
  params: { armyName: string; unitName: string };
  search: { listId: string; regimentIdx: number; unitIdx: number | 'leader' };
};

function position(ref: UnitRef): { regimentIdx: number; unitIdx: number | 'leader' } {
  switch (ref.kind) {
    case 'leader':
      return { regimentIdx: ref.regiment, unitIdx: 'leader' };
    case 'member':
      return { regimentIdx: ref.regiment, unitIdx: ref.unit };
    case 'auxiliary':
      return { regimentIdx: AUXILIARY_INDEX, unitIdx: ref.unit };
    case 'renown':
      return { regimentIdx: REGIMENT_OF_RENOWN_INDEX, unitIdx: ref.unit };
  }
}

export function unitPageLink(list: Pick<ArmyList, 'id' | 'faction' | 'regimentOfRenown'>, ref: UnitRef, unitName: string): UnitPageLink {
  // A regiment-of-renown unit's warscroll is the regiment's, found through the 'RoR - ' army part.
  const armyName = ref.kind === 'renown' && list.regimentOfRenown ? `${REGIMENT_OF_RENOWN_ROUTE_PREFIX}${list.regimentOfRenown}` : list.faction;
  return { to: '/army/$armyName/unit/$unitName', params: { armyName, unitName }, search: { listId: list.id, ...position(ref) } };
}

// The unit page of a list unit, opened with its list context:
// regimentIdx 500 for the regiment of renown, 999 for auxiliaries, and
// unitIdx 'leader' for a regiment's leader; and the unit's choices (the
// query: artifact, heroicTrait, enhancements as a JSON map of table to
// choice), so the warscroll shows them.
import { AUXILIARY_INDEX, REGIMENT_OF_RENOWN_INDEX, REGIMENT_OF_RENOWN_ROUTE_PREFIX, type ArmyList, type ListUnit, type UnitRef } from '@scrolldex/rules';

export type UnitPageLink = {
  to: '/army/$armyName/unit/$unitName';
  params: { armyName: string; unitName: string };
  search: { listId: string; regimentIdx: number; unitIdx: number | 'leader'; artifact?: string; heroicTrait?: string; enhancements?: string };
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

/** The choices the list made for the unit, only those it has. */
function choices(
  unit: Pick<ListUnit, 'artifact' | 'heroicTrait' | 'enhancementChoices'>,
): Pick<UnitPageLink['search'], 'artifact' | 'heroicTrait' | 'enhancements'> {
  const enhancements = Object.keys(unit.enhancementChoices).length > 0 ? JSON.stringify(unit.enhancementChoices) : undefined;
  return {
    ...(unit.artifact ? { artifact: unit.artifact } : {}),
    ...(unit.heroicTrait ? { heroicTrait: unit.heroicTrait } : {}),
    ...(enhancements ? { enhancements } : {}),
  };
}

export function unitPageLink(
  list: Pick<ArmyList, 'id' | 'faction' | 'regimentOfRenown'>,
  ref: UnitRef,
  unit: Pick<ListUnit, 'name' | 'artifact' | 'heroicTrait' | 'enhancementChoices'>,
): UnitPageLink {
  // A regiment-of-renown unit's warscroll is the regiment's, found through the 'RoR - ' army part.
  const armyName = ref.kind === 'renown' && list.regimentOfRenown ? `${REGIMENT_OF_RENOWN_ROUTE_PREFIX}${list.regimentOfRenown}` : list.faction;
  return { to: '/army/$armyName/unit/$unitName', params: { armyName, unitName: unit.name }, search: { listId: list.id, ...position(ref), ...choices(unit) } };
}

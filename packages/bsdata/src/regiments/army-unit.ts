import type { Unit } from '@scrolldex/rules/model';

import type { Tri } from '../context/evaluate-conditions.js';
import type { ConvertedUnit } from '../units/convert-unit.js';
import type { XmlElement } from '../xml/xml-element.js';

/** One unit of the army as the regiment pass sees it, built once per army. */
export type ArmyUnit = {
  /** Position in the army, to keep options in data order. */
  order: number;
  converted: ConvertedUnit;
  unit: Unit;
  /**
   * What grants, limits and conditions may name it by: its links' ids, the
   * definition's id, and other catalogues' links to the definition.
   */
  ids: ReadonlySet<string>;
  /** Its own links' ids and the definition's id, without the other catalogues' links. */
  ownIds: ReadonlySet<string>;
  /** The links (outermost first) and the definition: where constraints and modifiers live. */
  nodes: readonly XmlElement[];
  /** The file of the army's link, for warnings. */
  file: string;
  isHero: boolean;
  /** Manifestations and faction terrain never stand in a regiment. */
  canJoinRegiment: boolean;
  /** Category ids it certainly has: its category links and the modifiers that always apply. */
  categories: ReadonlySet<string>;
  /** Categories a list choice adds while it is a regiment member: true when certain, undefined when it depends. */
  addedAsMember: ReadonlyMap<string, Tri>;
  /** The same when it leads (helpers such as 'Stormcast Exemplar' are added only when it does not). */
  addedAsLeader: ReadonlyMap<string, Tri>;
};

/** Whether the unit has the category in the given role; a missing category is false. */
export function hasCategory(unit: ArmyUnit, categoryId: string, asLeader: boolean): Tri {
  if (unit.categories.has(categoryId)) return true;
  const added = asLeader ? unit.addedAsLeader : unit.addedAsMember;
  return added.has(categoryId) ? added.get(categoryId) : false;
}

/** Every category id the unit has or may be given as a member. */
export function memberCategoryIds(unit: ArmyUnit): Iterable<string> {
  return unit.addedAsMember.size === 0 ? unit.categories : new Set([...unit.categories, ...unit.addedAsMember.keys()]);
}

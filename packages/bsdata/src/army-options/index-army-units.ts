import type { ConvertedArmy } from '../armies/convert-army.js';
import { isPathToGlory } from '../armies/playable-catalogues.js';
import type { StaticContext } from '../context/static-context.js';
import { CATALOGUE_REGIMENTS_OF_RENOWN } from '../ids.js';
import type { ConvertedUnit } from '../units/convert-unit.js';
import type { XmlElement } from '../xml/xml-element.js';

/** A unit the army can field, with the XML its army-level rules are read from. */
export type ArmyUnit = {
  converted: ConvertedUnit;
  /** The name lists use (after this army's name modifiers). */
  name: string;
  /** The outermost link's id, for warnings. */
  id: string;
  /**
   * Nodes written for this army: its links, plus the definition when the army
   * (or the shared library a stub imports) defines the unit itself. Army rules
   * live here; the library warscroll's own limits apply in every army.
   */
  armyNodes: XmlElement[];
  /** Every node of the unit, library definition included. */
  nodes: XmlElement[];
  /** The army's context, plus the categories the unit certainly has. */
  context: StaticContext;
};

export type ArmyUnitIndex = {
  armyName: string;
  file: string;
  units: ArmyUnit[];
  /** The unit a condition or repeat names, by link id or entry id. */
  find(id: string): ArmyUnit | undefined;
};

// Regiment-of-renown units are hidden links that never reach an army; Path to
// Glory entries are skipped by rule. Both are filtered here once more so that no
// army option can name them, whatever convertArmy lets through.
function isFieldable(unit: ConvertedUnit): boolean {
  const catalogue = unit.source.catalogue;
  return catalogue.id !== CATALOGUE_REGIMENTS_OF_RENOWN && !isPathToGlory(catalogue);
}

// Army options and undersize conditions are two passes over the same army.
const cache = new WeakMap<ConvertedArmy, ArmyUnitIndex>();

/**
 * Indexes the units of a converted army once; later calls for the same army
 * reuse it, so convertArmy's unit list must be final by the first call.
 */
export function indexArmyUnits(converted: ConvertedArmy): ArmyUnitIndex {
  let index = cache.get(converted);
  if (!index) cache.set(converted, (index = buildIndex(converted)));
  return index;
}

function buildIndex(converted: ConvertedArmy): ArmyUnitIndex {
  const contentIds = new Set(converted.playable.contentCatalogues.map((catalogue) => catalogue.id));
  const units: ArmyUnit[] = converted.units.filter(isFieldable).map((unit) => {
    const { links, entry, catalogue } = unit.source;
    const armyNodes = contentIds.has(catalogue.id) ? [...links, entry] : [...links];
    return {
      converted: unit,
      name: unit.unit.name,
      id: unit.unit.id,
      armyNodes,
      nodes: [...links, entry],
      // As convertUnit reads it: conditions on the unit's own categories hold.
      context: { ...converted.env.context, entryCategories: unit.categories.ids },
    };
  });

  // An undersize link targets the same warscroll as the full unit: a condition
  // naming the warscroll means the full unit, so full units claim ids first.
  const byId = new Map<string, ArmyUnit>();
  const ordered = [...units.filter((unit) => !unit.converted.unit.isUndersize), ...units.filter((unit) => unit.converted.unit.isUndersize)];
  for (const unit of ordered) {
    for (const node of unit.nodes) {
      const id = node.attrs.id;
      if (id && !byId.has(id)) byId.set(id, unit);
    }
  }

  return {
    armyName: converted.army.name,
    file: converted.playable.catalogue.file,
    units,
    find: (id) => byId.get(id),
  };
}

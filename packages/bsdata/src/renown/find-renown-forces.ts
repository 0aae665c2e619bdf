import type { DataSet } from '../catalogue/load-data-set.js';
import { visibility } from '../context/modifiers.js';
import { CATALOGUE_REGIMENTS_OF_RENOWN, FORCE_AUXILIARY, FORCE_REGIMENT } from '../ids.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readUnhideConditions } from './unhide-conditions.js';

export type RenownForces = {
  /** Every regiment-of-renown force entry of the game system by id, older handbooks' too. */
  all: Map<string, XmlElement>;
  /** The ones the current handbook offers, in its order. */
  current: XmlElement[];
};

/** Child forces every handbook links that are not regiments of renown. */
const STRUCTURAL_FORCES: ReadonlySet<string> = new Set([FORCE_REGIMENT, FORCE_AUXILIARY]);

// A renown force shows only when the regiments-of-renown catalogue is picked for it.
function isRenownForce(force: XmlElement, dataSet: DataSet): boolean {
  return readUnhideConditions(force, dataSet.context).some((condition) => condition.attrs.childId === CATALOGUE_REGIMENTS_OF_RENOWN);
}

/** The regiment-of-renown forces: all of them, and those linked from the current handbook's force. */
export function findRenownForces(dataSet: DataSet): RenownForces {
  const forces = items(dataSet.gameSystem.root, 'forceEntries');
  const all = new Map<string, XmlElement>();
  for (const force of forces) if (isRenownForce(force, dataSet)) all.set(force.attrs.id ?? '', force);

  const handbookForce = forces.find((force) => force.attrs.id === dataSet.handbook.id);
  const current: XmlElement[] = [];
  for (const link of handbookForce ? items(handbookForce, 'forceEntryLinks') : []) {
    const targetId = link.attrs.targetId ?? '';
    if (STRUCTURAL_FORCES.has(targetId) || visibility(link, dataSet.context) === 'hidden') continue;
    const renown = all.get(targetId);
    if (renown) {
      current.push(renown);
      continue;
    }
    dataSet.report.add({
      code: forces.some((force) => force.attrs.id === targetId) ? 'UNMAPPED_ENTRY' : 'UNRESOLVED_LINK',
      file: dataSet.gameSystem.file,
      id: link.attrs.id ?? '',
      message: `${dataSet.handbook.name} links the force '${link.attrs.name ?? ''}', which is neither a regiment, the auxiliary force nor a regiment of renown.`,
    });
  }
  if (!handbookForce) {
    dataSet.report.add({
      code: 'UNKNOWN_HANDBOOK',
      file: dataSet.gameSystem.file,
      id: dataSet.handbook.id,
      message: `The game system has no force entry for ${dataSet.handbook.name}, so no regiment of renown is offered.`,
    });
  }
  return { all, current };
}

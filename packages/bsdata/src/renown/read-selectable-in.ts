import type { DataSet } from '../catalogue/load-data-set.js';
import type { XmlElement } from '../xml/xml-element.js';
import { readUnhideConditions } from './unhide-conditions.js';

/**
 * The armies (and armies of renown) a renown force is offered to: the
 * catalogues its unhide modifier names with `instanceOf scope="parent"`. Ids
 * that are not armies are reported and left out.
 */
export function readSelectableIn(force: XmlElement, dataSet: DataSet, armyNameById: ReadonlyMap<string, string>): string[] {
  const names: string[] = [];
  for (const condition of readUnhideConditions(force, dataSet.context)) {
    if (condition.attrs.type !== 'instanceOf' || condition.attrs.scope !== 'parent') continue;
    const id = condition.attrs.childId ?? '';
    const name = armyNameById.get(id);
    if (name) {
      if (!names.includes(name)) names.push(name);
      continue;
    }
    dataSet.report.add({
      code: 'UNKNOWN_CATALOGUE',
      file: dataSet.gameSystem.file,
      id: force.attrs.id ?? '',
      message: `Regiment of renown '${force.attrs.name ?? ''}' is offered to ${id}, which is not an army; it is left out of selectableIn.`,
    });
  }
  return names;
}

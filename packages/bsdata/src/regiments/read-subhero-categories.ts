import type { IndexedNode } from '../catalogue/id-index.js';
import { BOOKKEEPING_CATEGORIES } from '../ids.js';
import { memberCategoryIds, type ArmyUnit } from './army-unit.js';
import { readCategoryEntry } from './read-category-entry.js';

/**
 * The helper categories a unit counts as in a regiment: mixed-case category
 * names it has statically or that a list choice adds ('Stormcast Exemplar' on
 * Gardus when he does not lead). Leaders' options name them.
 */
export function readSubheroCategories(unit: ArmyUnit, index: ReadonlyMap<string, IndexedNode>): string[] {
  const names: string[] = [];
  for (const id of memberCategoryIds(unit)) {
    if (BOOKKEEPING_CATEGORIES.has(id)) continue;
    const category = readCategoryEntry(id, index);
    if (category && !category.keyword && !names.includes(category.name)) names.push(category.name);
  }
  return names;
}

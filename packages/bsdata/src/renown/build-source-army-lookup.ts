import type { Catalogue } from '../catalogue/catalogue.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { CATALOGUE_REGIMENTS_OF_RENOWN } from '../ids.js';
import { items } from '../xml/xml-element.js';

const LIBRARY_SUFFIX = / - Library$/;

/** Warscrolls of the regiments-of-renown catalogue (Gotrek) and of the game system are nobody's army's. */
function belongsToNoArmy(catalogue: Catalogue): boolean {
  return catalogue.isGameSystem || catalogue.id === CATALOGUE_REGIMENTS_OF_RENOWN;
}

/** Catalogues that import a library's root entries, by library id: a shared-army (þ) library's stub armies. */
function findImporters(dataSet: DataSet): Map<string, Catalogue[]> {
  const importers = new Map<string, Catalogue[]>();
  for (const catalogue of dataSet.catalogues) {
    if (catalogue.library) continue;
    for (const link of items(catalogue.root, 'catalogueLinks')) {
      if (link.attrs.importRootEntries !== 'true') continue;
      const targetId = link.attrs.targetId ?? '';
      importers.set(targetId, [...(importers.get(targetId) ?? []), catalogue]);
    }
  }
  return importers;
}

/**
 * Which armies' warscrolls a catalogue defines: 'Slaves to Darkness - Library'
 * is Slaves to Darkness; a shared-army library belongs to every stub army that
 * imports it; an army defines its own. The regiments-of-renown catalogue and the
 * game system belong to no army. Unknown catalogues are reported once.
 */
export function buildSourceArmyLookup(dataSet: DataSet, armyNameById: ReadonlyMap<string, string>): (catalogue: Catalogue) => string[] {
  const armyNames = new Set(armyNameById.values());
  const importers = findImporters(dataSet);
  const cache = new Map<string, string[]>();

  const lookUp = (catalogue: Catalogue): string[] => {
    if (!catalogue.library) {
      const own = armyNameById.get(catalogue.id);
      return own ? [own] : [];
    }
    const army = catalogue.name.replace(LIBRARY_SUFFIX, '');
    if (army !== catalogue.name && armyNames.has(army)) return [army];
    // Checked second: some armies of renown import their parent's library too.
    return (importers.get(catalogue.id) ?? []).flatMap((stub) => armyNameById.get(stub.id) ?? []);
  };

  return (catalogue) => {
    if (belongsToNoArmy(catalogue)) return [];
    let names = cache.get(catalogue.id);
    if (!names) {
      names = lookUp(catalogue);
      cache.set(catalogue.id, names);
      if (names.length === 0) {
        dataSet.report.add({
          code: 'UNKNOWN_CATALOGUE',
          file: catalogue.file,
          id: catalogue.id,
          message: `Regiment-of-renown units defined in '${catalogue.rawName}' belong to no known army; they add no source army.`,
        });
      }
    }
    return names;
  };
}

import type { Catalogue } from '../catalogue/catalogue.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { CATALOGUE_LORES, CATALOGUE_REGIMENTS_OF_RENOWN } from '../ids.js';
import { items } from '../xml/xml-element.js';

/** A catalogue a player can pick as their army, with the catalogues its content comes from. */
export type PlayableCatalogue = {
  catalogue: Catalogue;
  name: string;
  /** For an army of renown, the army before ' - ' in its name. */
  parentArmy: string | null;
  legends: boolean;
  /** The army itself plus libraries whose root entries it imports (a stub's þ library). */
  contentCatalogues: Catalogue[];
};

const PATH_TO_GLORY = /^Path to Glory\b/;

export function isPathToGlory(catalogue: Catalogue): boolean {
  return PATH_TO_GLORY.test(catalogue.name);
}

function isPlayable(catalogue: Catalogue): boolean {
  return !catalogue.library && catalogue.id !== CATALOGUE_REGIMENTS_OF_RENOWN && catalogue.id !== CATALOGUE_LORES && !isPathToGlory(catalogue);
}

/** Libraries whose root entries join the catalogue (`importRootEntries`), Path to Glory excluded. */
function importedCatalogues(catalogue: Catalogue, dataSet: DataSet): Catalogue[] {
  return items(catalogue.root, 'catalogueLinks')
    .filter((link) => link.attrs.importRootEntries === 'true')
    .map((link) => dataSet.catalogueById.get(link.attrs.targetId ?? ''))
    .filter((target): target is Catalogue => target !== undefined && !isPathToGlory(target));
}

export function findPlayableCatalogues(dataSet: DataSet): PlayableCatalogue[] {
  return dataSet.catalogues.filter(isPlayable).map((catalogue) => {
    const separator = catalogue.name.indexOf(' - ');
    return {
      catalogue,
      name: catalogue.name,
      parentArmy: separator === -1 ? null : catalogue.name.slice(0, separator),
      legends: catalogue.legends,
      contentCatalogues: [catalogue, ...importedCatalogues(catalogue, dataSet)],
    };
  });
}

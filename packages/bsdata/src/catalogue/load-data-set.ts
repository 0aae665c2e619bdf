import type { Handbook } from '@scrolldex/rules/model';

import type { StaticContext } from '../context/static-context.js';
import { findCurrentHandbook, HANDBOOKS } from '../handbook.js';
import { FORCE_AUXILIARY, FORCE_REGIMENT } from '../ids.js';
import type { WarningReport } from '../report/warning-report.js';
import { parseXml, XmlParseError } from '../xml/parse-xml.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readCatalogue, type Catalogue } from './catalogue.js';
import type { DataFile } from './data-file.js';
import { buildIdIndex, type IndexedNode } from './id-index.js';

export type DataSet = {
  gameSystem: Catalogue;
  /** Every .cat file, libraries included. */
  catalogues: Catalogue[];
  catalogueById: Map<string, Catalogue>;
  index: Map<string, IndexedNode>;
  handbook: Handbook;
  /** Publication names by id (battletomes, Scourge of Ghyran, Scourge of Aqshy). */
  publications: Map<string, string>;
  /** The context of a matched-play roster of the current handbook, before an army is chosen. */
  context: StaticContext;
  report: WarningReport;
};

export class DataSetError extends Error {
  readonly code = 'UNREADABLE_DATA_SET';
}

function isDataFile(path: string): boolean {
  return path.endsWith('.cat') || path.endsWith('.gst');
}

function parseFile(file: DataFile): Catalogue {
  try {
    const elementsWithId: XmlElement[] = [];
    return readCatalogue(parseXml(file.text, elementsWithId), file.path, elementsWithId);
  } catch (error) {
    if (error instanceof XmlParseError) throw new DataSetError(`${file.path} is not well-formed XML: ${error.message}`);
    throw error;
  }
}

function collectForceIds(gameSystem: Catalogue): Set<string> {
  const ids = new Set<string>();
  const stack: XmlElement[] = [gameSystem.root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.tag === 'forceEntry' && node.attrs.id) ids.add(node.attrs.id);
    for (const child of node.children) if (child.tag === 'forceEntries' || child.tag === 'forceEntry') stack.push(child);
  }
  return ids;
}

/** Parses the files of one data set and indexes them; throws only when a file is not readable XML. */
export function loadDataSet(files: readonly DataFile[], report: WarningReport): DataSet {
  const parsed = files.filter((file) => isDataFile(file.path)).map(parseFile);
  const gameSystems = parsed.filter((catalogue) => catalogue.isGameSystem);
  const gameSystem = gameSystems[0];
  if (!gameSystem) throw new DataSetError('The data set has no game system (.gst) file.');
  const catalogues = parsed.filter((catalogue) => !catalogue.isGameSystem);
  const index = buildIdIndex([gameSystem, ...catalogues], report);

  const forceIds = collectForceIds(gameSystem);
  let handbook = findCurrentHandbook(forceIds);
  if (!handbook) {
    handbook = HANDBOOKS[HANDBOOKS.length - 1]!;
    report.add({
      code: 'UNKNOWN_HANDBOOK',
      file: gameSystem.file,
      id: gameSystem.id,
      message: `No known General's Handbook force entry found; converting as ${handbook.name}.`,
    });
  }
  // Regiment and auxiliary forces depend on where the player puts a unit.
  const knownForces = new Set([...forceIds].filter((id) => id !== FORCE_REGIMENT && id !== FORCE_AUXILIARY));

  const publications = new Map<string, string>();
  for (const catalogue of [gameSystem, ...catalogues]) {
    for (const publication of items(catalogue.root, 'publications')) {
      if (publication.attrs.id) publications.set(publication.attrs.id, publication.attrs.name ?? '');
    }
  }

  return {
    gameSystem,
    catalogues,
    publications,
    catalogueById: new Map(catalogues.map((catalogue) => [catalogue.id, catalogue])),
    index,
    handbook,
    context: {
      forces: new Set([handbook.id]),
      knownForces,
      primaryCatalogues: new Set(),
      knownCatalogues: new Set(catalogues.map((catalogue) => catalogue.id)),
      allowLegends: true,
      entryCategories: new Set(),
    },
    report,
  };
}

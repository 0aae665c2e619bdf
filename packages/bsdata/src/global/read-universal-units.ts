import type { Unit } from '@scrolldex/rules/model';

import type { DataSet } from '../catalogue/load-data-set.js';
import { visibility } from '../context/modifiers.js';
import { convertUnit } from '../units/convert-unit.js';
import { items } from '../xml/xml-element.js';
import { buildGameSystemEnv } from './game-system-env.js';

/**
 * Warscrolls every army may field: the game system's own shared units (the
 * universal manifestations). No army link prices them; lores do.
 */
export function readUniversalUnits(dataSet: DataSet): Unit[] {
  const env = buildGameSystemEnv(dataSet);
  return items(dataSet.gameSystem.root, 'sharedSelectionEntries')
    .filter((entry) => entry.attrs.type === 'unit' && visibility(entry, env.context) !== 'hidden')
    .map((entry) => convertUnit({ link: null, links: [], entry, catalogue: env.catalogue }, env).unit);
}

import type { Lore } from '@scrolldex/rules/model';

import type { DataSet } from '../catalogue/load-data-set.js';
import { GROUP_UNIVERSAL_MANIFESTATION_LORES } from '../ids.js';
import { readLoreChoices } from './read-lores.js';

/** The manifestation lores every army may take (Lores.cat's own 'Manifestation Lores' group). */
export function readUniversalManifestations(dataSet: DataSet): Lore[] {
  const group = dataSet.index.get(GROUP_UNIVERSAL_MANIFESTATION_LORES);
  if (!group) {
    dataSet.report.add({
      code: 'UNRESOLVED_LINK',
      file: dataSet.gameSystem.file,
      id: GROUP_UNIVERSAL_MANIFESTATION_LORES,
      message: 'The universal manifestation lores group is missing.',
    });
    return [];
  }
  const env = { index: dataSet.index, context: dataSet.context, report: dataSet.report, catalogue: group.catalogue };
  return readLoreChoices(group.node, 'ManifestationLore', env, dataSet).lores;
}

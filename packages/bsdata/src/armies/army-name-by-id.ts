import type { PlayableCatalogue } from './playable-catalogues.js';

/**
 * Army names by catalogue id, for data that names armies by catalogue. A stub
 * army of renown also answers for the shared (þ) library it imports, which
 * some conditions name instead of the stub.
 */
export function buildArmyNameById(playables: readonly PlayableCatalogue[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const playable of playables) {
    names.set(playable.catalogue.id, playable.name);
    for (const content of playable.contentCatalogues) {
      if (content !== playable.catalogue && content.rawName.startsWith('þ')) names.set(content.id, playable.name);
    }
  }
  return names;
}

// The short link cached on a list belongs to one export text: when the text
// changes, the link is dropped and a new one is asked for.
import type { ArmyList } from '../list/army-list.js';
import { encodeShareLink } from '../text/share-link.js';

/** The long import link of an export text: '{site}/import/{base64url}'. */
export function buildImportLink(site: string, exportText: string): string {
  return `${site.replace(/\/+$/, '')}/import/${encodeShareLink(exportText)}`;
}

/**
 * Records the export text's encoding on the list; a different encoding than
 * the stored one clears the cached short link. A cache, not an edit: the list
 * comes back as it was when nothing changed, and is never stamped.
 */
export function withExportEncoded(list: ArmyList, exportText: string): ArmyList {
  const encoded = encodeShareLink(exportText);
  if (encoded === list.exportEncoded) return list;
  return { ...list, exportEncoded: encoded, qrImportLink: null };
}

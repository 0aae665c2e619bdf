// The overlay's result list: hits grouped by kind — abilities
// under their source, units, armies and other things, rules, FAQ — and
// flattened into the rows the arrow keys move through. The hits come best
// first, so the group holding the best one comes first.
import type { Ability, MatchReason, SearchDocument, SearchHit } from '@scrolldex/rules';

export type ResultGroupId = 'abilities' | 'objects' | 'rules' | 'faq';

/** reasons: why the source matched (empty on its ability rows, which are themselves the reason). */
export type ResultRow = { id: string; doc: SearchDocument; ability: Ability | null; reasons: readonly MatchReason[] };

/** A source row, with the abilities of it that matched below it. */
export type ResultItem = { source: ResultRow; abilities: readonly ResultRow[] };

export type ResultGroup = { id: ResultGroupId; title: string; items: readonly ResultItem[] };

const GROUPS: readonly { id: ResultGroupId; title: string }[] = [
  { id: 'abilities', title: 'Abilities' },
  { id: 'objects', title: 'Units, armies and more' },
  { id: 'rules', title: 'Rules' },
  { id: 'faq', title: 'FAQ' },
];

function groupOf(hit: SearchHit): ResultGroupId {
  if (hit.doc.kind === 'faq') return 'faq';
  if (hit.doc.kind === 'rule') return 'rules';
  return hit.abilities.length > 0 ? 'abilities' : 'objects';
}

export function groupSearchHits(hits: readonly SearchHit[]): ResultGroup[] {
  const items = new Map<ResultGroupId, ResultItem[]>();
  for (const hit of hits) {
    const source: ResultRow = { id: hit.doc.id, doc: hit.doc, ability: null, reasons: hit.reasons };
    const abilities = hit.abilities.map((ability, index) => ({ id: `${hit.doc.id}|${index}`, doc: hit.doc, ability, reasons: [] }));
    const group = items.get(groupOf(hit));
    if (group) group.push({ source, abilities });
    else items.set(groupOf(hit), [{ source, abilities }]);
  }
  return [...items].map(([id, groupItems]) => ({ id, title: GROUPS.find((group) => group.id === id)!.title, items: groupItems }));
}

/** Every row in screen order: each source, then its abilities. */
export function flattenResultGroups(groups: readonly ResultGroup[]): ResultRow[] {
  return groups.flatMap((group) => group.items.flatMap((item) => [item.source, ...item.abilities]));
}

// The overlay's result list (companion §2): hits grouped by kind — abilities
// under their source, then units, armies and other things, rules, FAQ — and
// flattened into the rows the arrow keys move through.
import type { Ability, SearchDocument, SearchHit } from '@scrolldex/rules';

export type ResultGroupId = 'abilities' | 'objects' | 'rules' | 'faq';

export type ResultRow = { id: string; doc: SearchDocument; ability: Ability | null };

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
  const items = new Map<ResultGroupId, ResultItem[]>(GROUPS.map(({ id }) => [id, []]));
  for (const hit of hits) {
    const source: ResultRow = { id: hit.doc.id, doc: hit.doc, ability: null };
    const abilities = hit.abilities.map((ability, index) => ({ id: `${hit.doc.id}|${index}`, doc: hit.doc, ability }));
    items.get(groupOf(hit))!.push({ source, abilities });
  }
  return GROUPS.map((group) => ({ ...group, items: items.get(group.id)! })).filter((group) => group.items.length > 0);
}

/** Every row in screen order: each source, then its abilities. */
export function flattenResultGroups(groups: readonly ResultGroup[]): ResultRow[] {
  return groups.flatMap((group) => group.items.flatMap((item) => [item.source, ...item.abilities]));
}

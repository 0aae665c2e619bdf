// Search documents for armies and what their rules pages hold: battle
// formations, battle traits, enhancements and lores. Things several armies
// share (a universal manifestation lore, an army of renown's copy) appear once.
import type { Army, EnhancementTable, GameData, Lore, LoreKind } from '../model/index.js';
import { sectionSlug } from './normalize.js';
import { armiesInHomeOrder } from '../lookup/armies-in-home-order.js';
import { armyListRoute, armyNames, collectShared, isLegends, makeDocument } from './make-document.js';
import type { SearchDocument, SearchRoute } from './search-document.js';

const ALLIANCE_NAMES = { ORDER: 'Order', CHAOS: 'Chaos', DEATH: 'Death', DESTRUCTION: 'Destruction', UNKNOWN: 'Unknown alliance' } as const;

export function buildArmyDocuments(data: GameData): SearchDocument[] {
  return armiesInHomeOrder(data).map((army) =>
    makeDocument({
      kind: army.isArmyOfRenown ? 'armyOfRenown' : 'army',
      sourceId: army.id,
      name: army.name,
      detail: army.isArmyOfRenown ? 'Army of Renown' : `${ALLIANCE_NAMES[army.alliance]} army`,
      armyName: army.parentArmy ?? army.name,
      armies: [army.name],
      keywords: [...(army.keyword ? [army.keyword] : []), army.alliance],
      legends: army.legends,
      route: armyListRoute(army.name, null),
    }),
  );
}

export function buildArmyContentDocuments(data: GameData): SearchDocument[] {
  const armies = armiesInHomeOrder(data);
  const documents: SearchDocument[] = [];
  for (const { item, home, armies: holders } of collectShared(
    armies,
    (army) => army.battleFormations,
    (item) => item.id,
  )) {
    documents.push(
      makeDocument({
        kind: 'formation',
        sourceId: item.id,
        name: item.name,
        detail: 'Battle Formation',
        armyName: home.name,
        armies: armyNames(holders),
        legends: isLegends(item.legends, holders),
        points: item.points,
        abilities: item.abilities,
        route: armyListRoute(home.name, 'battle-formations'),
      }),
    );
  }
  const traitKey = (traits: Army['battleTraits'][number]) => `${traits.name}|${traits.abilities.map((ability) => ability.id).join(',')}`;
  for (const { item, home, armies: holders } of collectShared(armies, (army) => army.battleTraits, traitKey)) {
    documents.push(
      makeDocument({
        kind: 'battleTraits',
        sourceId: `${home.id}:${item.name}`,
        name: item.name,
        detail: 'Battle Traits',
        armyName: home.name,
        armies: armyNames(holders),
        text: item.rules.join('\n'),
        legends: isLegends(false, holders),
        abilities: item.abilities,
        route: armyListRoute(home.name, 'battle-traits'),
      }),
    );
  }
  const enhancements = (army: Army) =>
    army.enhancementTables.flatMap((table) => table.sets.flatMap((set) => set.enhancements.map((enhancement) => ({ table, enhancement }))));
  for (const { item, home, armies: holders } of collectShared(armies, enhancements, (item) => item.enhancement.id)) {
    documents.push(enhancementDocument(item.table, item.enhancement, home, holders));
  }
  documents.push(...buildLoreDocuments(data, armies));
  return documents;
}

function enhancementDocument(
  table: EnhancementTable,
  enhancement: EnhancementTable['sets'][number]['enhancements'][number],
  home: Army,
  holders: Army[],
): SearchDocument {
  return makeDocument({
    kind: 'enhancement',
    sourceId: enhancement.id,
    name: enhancement.name,
    detail: table.name,
    armyName: home.name,
    armies: armyNames(holders),
    text: table.restrictionText ?? '',
    legends: isLegends(false, holders),
    points: enhancement.points,
    abilities: enhancement.abilities,
    enhancementKind: table.kind,
    route: armyListRoute(home.name, sectionSlug(table.name)),
  });
}

const LORE_DETAIL: Record<LoreKind, string> = { SpellLore: 'Spell Lore', PrayerLore: 'Prayer Lore', ManifestationLore: 'Manifestation Lore' };
const LORE_HASH: Record<LoreKind, string> = { SpellLore: 'spell-lores', PrayerLore: 'prayer-lores', ManifestationLore: 'manifestation-lores' };

function buildLoreDocuments(data: GameData, armies: Army[]): SearchDocument[] {
  const universal = new Set(data.universalManifestations.map((lore) => lore.id));
  const lores = (army: Army) => [...army.lores.spell, ...army.lores.prayer, ...army.lores.manifestation];
  const shared = collectShared(armies, lores, (lore) => lore.id);
  const documents = shared.map(({ item, home, armies: holders }) =>
    loreDocument(item, universal.has(item.id) ? null : home.name, armyNames(holders), isLegends(item.legends, holders)),
  );
  const seen = new Set(shared.map(({ item }) => item.id));
  for (const lore of data.universalManifestations) {
    if (!seen.has(lore.id)) documents.push(loreDocument(lore, null, [], lore.legends));
  }
  return documents;
}

function loreDocument(lore: Lore, armyName: string | null, armies: string[], legends: boolean): SearchDocument {
  const route: SearchRoute = armyName === null ? { name: 'ManifestationLore', params: { loreName: lore.name } } : armyListRoute(armyName, LORE_HASH[lore.kind]);
  return makeDocument({
    kind: 'lore',
    sourceId: lore.id,
    name: lore.name,
    detail: LORE_DETAIL[lore.kind],
    armyName,
    armies,
    text: lore.units.join('\n'),
    legends,
    points: lore.points,
    abilities: lore.abilities,
    loreKind: lore.kind,
    route,
  });
}

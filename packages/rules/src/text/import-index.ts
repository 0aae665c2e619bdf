// Names an import resolves against, built once per data set and army.
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import type { BattleTacticCard, GameData, Lore, LoreKind, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { ENHANCEMENT_LABELS, PAST_BATTLE_TACTIC_CARDS } from './line-patterns.js';
import { keyedBy, matchKey, type Match } from './name-match.js';

export type LoreField = 'spellLore' | 'prayerLore' | 'manifestationLore';
export const LORE_FIELDS: readonly { field: LoreField; kind: LoreKind; label: string }[] = [
  { field: 'spellLore', kind: 'SpellLore', label: 'spell' },
  { field: 'prayerLore', kind: 'PrayerLore', label: 'prayer' },
  { field: 'manifestationLore', kind: 'ManifestationLore', label: 'manifestation' },
];

export type ArmyIndex = {
  lookup: ArmyLookup;
  /** The army's units by key, with no typo tolerance of their own (see matchUnit). */
  units: ReadonlyMap<string, Unit>;
  terrain: ReadonlyMap<string, Unit>;
  lores: Readonly<Record<LoreField, ReadonlyMap<string, Lore>>>;
  /** Keys of enhancement tables and of the usual enhancement labels. */
  enhancementLabels: ReadonlySet<string>;
  /** Keys of every army and army-of-renown name, which tools add to or drop from unit names (see matchUnit). */
  namePrefixes: readonly string[];
};

export type DataIndex = {
  data: GameData;
  /** Army key (armies of renown as army + renown) -> army name in the data. */
  armies: ReadonlyMap<string, string>;
  cards: ReadonlyMap<string, BattleTacticCard>;
  /** Current and past card names, for splitting a line of several. */
  cardNames: ReadonlySet<string>;
};

// Keyed by the GameData object, which is never mutated (the engine's inputs are
// read-only): an index depends on nothing but its data (and, for armyIndex, the
// army's name), so it is built on the first import and dropped with the data.
const dataIndexes = new WeakMap<GameData, DataIndex>();
const armyIndexes = new WeakMap<GameData, Map<string, ArmyIndex>>();

/** The data's armies and battle tactic cards by key; cached per GameData object (see above). */
export function dataIndex(data: GameData): DataIndex {
  let index = dataIndexes.get(data);
  if (!index) {
    const armies = new Map<string, string>();
    for (const name of Object.keys(data.armies)) if (!armies.has(nameKey(name))) armies.set(nameKey(name), name);
    const cards = keyedBy(data.battleTacticCards, (card) => [nameKey(card.name)]);
    const cardNames = new Set([...data.battleTacticCards.map((card) => nameKey(card.name)), ...PAST_BATTLE_TACTIC_CARDS.map(nameKey)]);
    index = { data, armies, cards, cardNames };
    dataIndexes.set(data, index);
  }
  return index;
}

/** 'Spell Lore: Lethis' is printed 'Lethis Spell Lore' by the app: both keys find it. */
function loreKeys(lore: Lore): string[] {
  const keys = [nameKey(lore.name)];
  const labelled = /^(spell|prayer|manifestation) lore:\s*(.+)$/i.exec(lore.name);
  if (labelled) keys.push(nameKey(`${labelled[2]} ${labelled[1]} Lore`), nameKey(labelled[2]!));
  return keys;
}

function armyNameKeys(data: GameData): string[] {
  const keys = new Set<string>();
  for (const name of Object.keys(data.armies)) for (const part of name.split(' - ')) keys.add(nameKey(part));
  return [...keys].sort();
}

/** The army's names an import matches against; cached per GameData object and army name (see above). */
export function armyIndex(data: GameData, armyName: string): ArmyIndex | undefined {
  let perData = armyIndexes.get(data);
  if (!perData) {
    perData = new Map();
    armyIndexes.set(data, perData);
  }
  const cached = perData.get(armyName);
  if (cached) return cached;
  const lookup = buildArmyLookup(data, armyName);
  if (!lookup) return undefined;
  const army = lookup.army;
  const index: ArmyIndex = {
    lookup,
    units: keyedBy(army.units, (unit) => [nameKey(unit.name)]),
    terrain: keyedBy(
      army.units.filter((unit) => unit.type === 'Terrain'),
      (unit) => [nameKey(unit.name)],
    ),
    lores: {
      spellLore: keyedBy(army.lores.spell, loreKeys),
      prayerLore: keyedBy(army.lores.prayer, loreKeys),
      manifestationLore: keyedBy([...army.lores.manifestation, ...data.universalManifestations], loreKeys),
    },
    enhancementLabels: new Set([...ENHANCEMENT_LABELS.map(nameKey), ...army.enhancementTables.map((table) => nameKey(table.name))]),
    namePrefixes: armyNameKeys(data),
  };
  perData.set(armyName, index);
  return index;
}

/** A lore of any kind, the kind the text names first. */
export function matchLore(index: ArmyIndex, name: string, preferred?: LoreField): { field: LoreField; match: Match<Lore> } | undefined {
  const key = nameKey(name);
  const order = preferred
    ? [preferred, ...LORE_FIELDS.map((entry) => entry.field).filter((field) => field !== preferred)]
    : LORE_FIELDS.map((entry) => entry.field);
  for (const field of order) {
    const exact = index.lores[field].get(key);
    if (exact) return { field, match: { value: exact, approximate: false } };
  }
  for (const field of order) {
    const near = matchKey(key, index.lores[field]);
    if (near) return { field, match: near };
  }
  return undefined;
}

// The global search index: a flat list of documents built once from the game
// data, each with its comparable text prepared, plus the fuzzy index.
import type { GameData, RuleDocument } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { buildFuzzyIndex, type FuzzyIndex } from './fuzzy-search.js';
import { buildArmyContentDocuments, buildArmyDocuments } from './index-army-content.js';
import { buildCoreRuleDocuments, buildFaqDocuments, buildRegimentAndCardDocuments, buildRuleDocumentDocuments, type SearchFaqSection } from './index-rules.js';
import { buildPathToGloryDocuments } from './index-path-to-glory.js';
import { buildUnitDocuments } from './index-units.js';
import { foldText } from '../shared/fold-text.js';
import { searchableText } from './normalize.js';
import { SEARCH_DOCUMENT_KINDS, type IndexedDocument, type SearchDocument } from './search-document.js';

export type SearchIndex = {
  /** Sorted by kind (armies, units, regiments, upgrades, lores, cards, rules, FAQ), then name. */
  readonly entries: readonly IndexedDocument[];
  readonly fuzzy: FuzzyIndex;
};

export type SearchIndexOptions = {
  /** The rule documents (core rules, advanced rules, battle pack), when loaded. */
  ruleDocuments?: readonly RuleDocument[];
  faq?: readonly SearchFaqSection[];
};

const KIND_ORDER = new Map(SEARCH_DOCUMENT_KINDS.map((kind, index) => [kind, index]));

/**
 * The game data's documents, prepared for the index: the most of an index's build. Kept by a caller that builds the
 * index again when only the rule documents or the FAQ change (they come apart from the data).
 */
export type PreparedGameData = {
  readonly entries: readonly IndexedDocument[];
  /** Their ids: a rule document's or an FAQ section's that repeats one is numbered after them. */
  readonly ids: ReadonlySet<string>;
};

export function prepareGameData(data: GameData): PreparedGameData {
  const ids = new Set<string>();
  const documents = [
    ...buildArmyDocuments(data),
    ...buildUnitDocuments(data),
    ...buildArmyContentDocuments(data),
    ...buildRegimentAndCardDocuments(data),
    ...buildPathToGloryDocuments(data),
    ...buildCoreRuleDocuments(data),
  ];
  return { entries: uniqueIds(documents, ids).map(prepareDocument), ids };
}

export function buildSearchIndex(data: GameData, options: SearchIndexOptions = {}): SearchIndex {
  return buildPreparedSearchIndex(prepareGameData(data), options);
}

/** The index of game data prepared before (prepareGameData), with the rule documents and the FAQ. */
export function buildPreparedSearchIndex(prepared: PreparedGameData, options: SearchIndexOptions = {}): SearchIndex {
  const documents = [...buildRuleDocumentDocuments(options.ruleDocuments ?? []), ...buildFaqDocuments(options.faq ?? [])];
  const entries = [...prepared.entries, ...uniqueIds(documents, new Set(prepared.ids)).map(prepareDocument)];
  entries.sort(
    (a, b) =>
      KIND_ORDER.get(a.doc.kind)! - KIND_ORDER.get(b.doc.kind)! ||
      compareText(a.nameFolded, b.nameFolded) ||
      compareText(a.doc.armyName ?? '', b.doc.armyName ?? '') ||
      compareText(a.doc.id, b.doc.id),
  );
  const fuzzy = buildFuzzyIndex(
    entries.map((entry, id) => ({ id, name: entry.doc.name, armyName: entry.doc.armyName ?? '', keywords: entry.doc.keywords.join(' ') })),
  );
  return { entries, fuzzy };
}

export function prepareDocument(doc: SearchDocument): IndexedDocument {
  const abilities = doc.abilities.map((ability) => ({
    ability,
    nameKey: nameKey(ability.name),
    nameFolded: foldText(ability.name),
    keywords: ability.keywords.map(searchableText),
    text: searchableText(`${ability.timing}\n${ability.declare ?? ''}\n${ability.effect}`),
  }));
  // One line per ability, so a phrase never runs from one ability into the next.
  const text = [searchableText(doc.text), ...abilities.map((ability) => `${ability.nameFolded} ${ability.text}`)].join('\n');
  const tacticKeys = doc.tacticNames.map(nameKey);
  return {
    doc,
    nameKey: nameKey(doc.name),
    nameFolded: foldText(doc.name),
    armyKeys: doc.armies.map(nameKey),
    armyFolded: doc.armies.map(foldText),
    armyWords: armyWords(doc.armies),
    tacticKeys,
    partNameKeys: `|${[...abilities.map((ability) => ability.nameKey), ...tacticKeys].join('|')}|`,
    keywords: doc.keywords.map(searchableText),
    text,
    abilities,
    weapons: doc.weapons.map((weapon) => ({ ...weapon, abilitiesFolded: weapon.abilities.map(searchableText) })),
  };
}

/** An army of renown ('Stormcast Eternals - Astral Templars') counts as its army. */
const RENOWN_SEPARATOR = ' - ';
/** Shorter words of army names ('of', 'to') narrow nothing. */
const MIN_ARMY_WORD = 4;

function armyWords(armies: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const army of armies) {
    const own = foldText(army.split(RENOWN_SEPARATOR)[0]!);
    words.add(nameKey(own));
    for (const word of own.split(/[^a-z0-9]+/)) if (word.length >= MIN_ARMY_WORD) words.add(word);
  }
  return words;
}

/** The documents with ids unique among them and `seen` (which gains them). */
function uniqueIds(documents: SearchDocument[], seen: Set<string>): SearchDocument[] {
  return documents.map((doc) => {
    let id = doc.id;
    for (let n = 2; seen.has(id); n++) id = `${doc.id}#${n}`;
    seen.add(id);
    return id === doc.id ? doc : { ...doc, id };
  });
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Plain words, as players type them. A word finds a result by its name, the
// name of one of its abilities (a battle tactic card: of one of its tactics),
// or its army: a community shorthand ('sce', 'fec'), the army's name, or a
// whole word of it ('seraphon', 'gravelords'). A shorthand narrows: what its
// army holds comes first. Then results rank by where the other words were
// found: the name itself, then an ability so named, then names that start
// with them, then names that hold them.
import { nameKey } from '../shared/name-key.js';
import { resolveFactionAlias } from './faction-aliases.js';
import type { MatchReason } from './match-reason.js';
import type { IndexedAbility, IndexedDocument } from './search-document.js';

export type PlainWord = {
  /** As typed. */
  text: string;
  key: string;
  /** Name keys of the armies a shorthand stands for (empty when the word is none). */
  aliasArmyKeys: readonly string[];
};

/** null for a word of punctuation only, which only names can match. */
export function makePlainWord(text: string): PlainWord | null {
  const key = nameKey(text);
  if (key === '') return null;
  return { text, key, aliasArmyKeys: (resolveFactionAlias(text) ?? []).map(nameKey) };
}

function inName(entry: IndexedDocument, word: PlainWord): boolean {
  return entry.nameKey.includes(word.key);
}

function firstAbility(entry: IndexedDocument, word: PlainWord): IndexedAbility | undefined {
  return entry.abilities.find((ability) => ability.nameKey.includes(word.key));
}

function tacticIndex(entry: IndexedDocument, word: PlainWord): number {
  return entry.tacticKeys.findIndex((key) => key.includes(word.key));
}

/** The army a shorthand stands for in this entry, or null. */
function shorthandArmy(entry: IndexedDocument, word: PlainWord): string | null {
  if (word.aliasArmyKeys.length === 0) return null;
  const at = entry.armyKeys.findIndex((armyKey) => word.aliasArmyKeys.some((target) => armyKey.includes(target)));
  return at >= 0 ? entry.doc.armies[at]! : null;
}

/** The army the word stands for in this entry, or null. */
function armyOf(entry: IndexedDocument, word: PlainWord): string | null {
  const shorthand = shorthandArmy(entry, word);
  if (shorthand !== null) return shorthand;
  if (!entry.armyWords.has(word.key)) return null;
  return entry.doc.armies.find((army) => nameKey(army).includes(word.key)) ?? entry.doc.armies[0] ?? null;
}

/** Where the word is found outside the army: name, ability or tactic. */
export function inOwnText(entry: IndexedDocument, word: PlainWord): boolean {
  return inName(entry, word) || entry.partNameKeys.includes(word.key);
}

export function matchesPlainWord(entry: IndexedDocument, word: PlainWord): boolean {
  return inOwnText(entry, word) || armyOf(entry, word) !== null;
}

/** Where the word was found, the most telling place first. */
export function plainWordReason(entry: IndexedDocument, word: PlainWord): MatchReason | null {
  const reason = (field: MatchReason['field'], matched: string | null): MatchReason => ({ field, words: word.text, matched, approximate: false });
  const shorthand = shorthandArmy(entry, word);
  if (shorthand !== null) return reason('army', shorthand);
  if (inName(entry, word)) return reason('name', null);
  const ability = firstAbility(entry, word);
  if (ability) return reason('abilityName', ability.ability.name);
  const tactic = tacticIndex(entry, word);
  if (tactic >= 0) return reason('tactic', entry.doc.tacticNames[tactic]!);
  const army = armyOf(entry, word);
  return army === null ? null : reason('army', army);
}

/** The words of the query this entry's own text holds: those not standing for its army. */
function ownWords(entry: IndexedDocument, words: readonly PlainWord[]): PlainWord[] {
  return words.filter((word) => shorthandArmy(entry, word) === null && inOwnText(entry, word));
}

/**
 * The abilities the words name: of the words the result's name does not hold,
 * the abilities whose names hold the most (at least one).
 */
export function abilitiesNamedBy(entry: IndexedDocument, words: readonly PlainWord[]): IndexedAbility[] {
  const wanted = ownWords(entry, words).filter((word) => !inName(entry, word));
  if (wanted.length === 0) return [];
  let best: IndexedAbility[] = [];
  let bestCount = 0;
  for (const ability of entry.abilities) {
    const count = wanted.filter((word) => ability.nameKey.includes(word.key)).length;
    if (count > bestCount) [best, bestCount] = [[ability], count];
    else if (count === bestCount && count > 0) best.push(ability);
  }
  return best;
}

/** Tiers of relevance, best first: where the words, read as one phrase, were found. */
const TIERS = ['nameIs', 'abilityIs', 'nameStarts', 'abilityStarts', 'nameHas', 'abilityHas'] as const;

/** Above every tier: the entry is of the army each shorthand of the query stands for. */
const NARROWED = TIERS.length + 1;

/** Higher is better: 0 when the words are only scattered, or stand for another army than the entry's. */
export function plainWordsRelevance(entry: IndexedDocument, words: readonly PlainWord[]): number {
  const shorthands = words.filter((word) => word.aliasArmyKeys.length > 0);
  const narrowed = shorthands.length > 0 && shorthands.every((word) => shorthandArmy(entry, word) !== null) ? NARROWED : 0;
  return narrowed + phraseTier(entry, ownWords(entry, words));
}

function phraseTier(entry: IndexedDocument, words: readonly PlainWord[]): number {
  const phrase = words.map((word) => word.key).join('');
  if (phrase === '') return 0;
  const parts = entry.partNameKeys;
  const tier = (reached: (typeof TIERS)[number]) => TIERS.length - TIERS.indexOf(reached);
  if (entry.nameKey === phrase) return tier('nameIs');
  if (parts.includes(`|${phrase}|`)) return tier('abilityIs');
  if (entry.nameKey.startsWith(phrase)) return tier('nameStarts');
  if (parts.includes(`|${phrase}`)) return tier('abilityStarts');
  if (entry.nameKey.includes(phrase)) return tier('nameHas');
  if (parts.includes(phrase)) return tier('abilityHas');
  return 0;
}
